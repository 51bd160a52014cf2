/**
 * The server's messages of the group contests (server messages added for issue 17) and their catalog
 * ids; `server-messages.ts` joins them to the rest.
 */
export const groupContestsMessages: Record<string, string> = {
  'The contest does not belong to a group': 'group-contests.server.not-group-contest',
  'The problem does not exist or is not a problem of this group':
    'group-contests.server.not-group-problem',
  'You are not an admin of this contest, so you cannot download its accepted submissions':
    'group-contests.server.not-contest-admin',
  'The group id (gid) is required': 'group-contests.server.gid-required',
  'The group id (problem.gid) is required': 'group-contests.server.gid-required',
  'The problem id is required': 'group-contests.problem-id-required',
  'splitType must be user or problem': 'group-contests.server.split-type',
};

/** Group contests messages with a number or a name in them: pattern, catalog id, value name. */
export const groupContestsPatterns: [RegExp, string, string][] = [];
