/**
 * The server's messages of the group problems (server messages added for issue 17) and their catalog
 * ids; `server-messages.ts` joins them to the rest.
 */
export const groupProblemsMessages: Record<string, string> = {
  'The problem does not belong to a group': 'group-problems.server.not-group-problem',
  'The problem does not belong to this group': 'group-problems.server.other-group',
  'Sorry, you are not a member of the group of this problem': 'group-problems.server.not-member',
  "Only the group root or the problem's author may manage this problem":
    'group-problems.server.not-manager',
  'The administrator has closed the judging of group problems, please try again later':
    'group-problems.server.judge-closed',
  'The problem is already applying to be public': 'group-problems.server.already-applying',
  'The problem is already public': 'group-problems.server.already-public',
  'The problem has not applied to be public': 'group-problems.server.not-applied',
  'The progress must be 1 (applying), 2 (public) or 3 (refused)':
    'group-problems.server.bad-progress',
  'Auth must be 1 (public in the group) or 2 (private)': 'group-problems.server.bad-auth',
  'The group id (problem.gid) is required': 'group-problems.server.gid-required',
  'The problem id (problem.id) is required': 'group-problems.server.pid-required',
  'isApplied must be true or false': 'group-problems.server.is-applied',
  'Apply successfully': 'group-problems.server.applied',
  'Cancel successfully': 'group-problems.server.cancelled',
};

/** Group problems messages with a number or a name in them: pattern, catalog id, value name. */
export const groupProblemsPatterns: [RegExp, string, string][] = [
  [
    /^The Problem Display ID can be at most (\d+) characters$/,
    'group-problems.server.id-too-long',
    'max',
  ],
  [
    /^The time limit of a group problem must be between 1 and (\d+) ms$/,
    'group-problems.server.time-limit',
    'max',
  ],
  [
    /^The memory limit of a group problem must be between 1 and (\d+) MB$/,
    'group-problems.server.memory-limit',
    'max',
  ],
  [
    /^The stack limit of a group problem must be between 1 and (\d+) MB$/,
    'group-problems.server.stack-limit',
    'max',
  ],
];
