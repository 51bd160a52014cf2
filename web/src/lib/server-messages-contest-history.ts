/**
 * The server's messages of contest history (issue 18: virtual runs, time travel, rejudge
 * previews, the shared reveal) and their catalog ids; `server-messages.ts` joins them to the rest.
 */
export const contestHistoryMessages: Record<string, string> = {
  'A virtual participation can start only after the contest has ended': 'virtual.server.not-ended',
  'You have already started a virtual participation in this contest': 'virtual.server.again',
  'You took part in this contest: a virtual participation is for those who did not':
    'virtual.server.took-part',
  'Start a virtual participation in this contest first': 'virtual.server.none',
  'Virtual contest started': 'virtual.server.started',
  'You are not an admin of this contest, so you cannot rejudge its submissions':
    'rejudge.server.not-admin',
  'This preview is already applied': 'rejudge.server.applied',
  'This preview is already undone': 'rejudge.server.undone',
  'Only an applied preview can be undone': 'rejudge.server.not-applied',
  'This preview was applied and undone: make a new preview': 'rejudge.server.reapply',
  'Only contest submissions can be rejudged with a preview': 'rejudge.server.contest-only',
  'There are no submissions to rejudge': 'rejudge.server.nothing',
  'The rejudge preview does not exist': 'rejudge.server.missing',
  'The submissions are being judged into the preview': 'rejudge.server.requested',
  'The rejudge is applied': 'rejudge.applied',
  'The rejudge is undone': 'rejudge.undone',
};

/** Contest history messages with a number or a name in them: pattern, catalog id, value name. */
export const contestHistoryPatterns: [RegExp, string, string][] = [
  [
    /^Submission (\d+) changed since the preview was made \(rejudged or judged by hand\): make a new preview$/,
    'rejudge.server.stale',
    'id',
  ],
  [
    /^Submission (\d+) changed since the preview was made \(rejudged or judged by hand\): it can no longer be undone$/,
    'rejudge.server.stale-undo',
    'id',
  ],
  [
    /^Only \d+ of (\d+) submissions are judged: apply once every result is in$/,
    'rejudge.server.unfinished',
    'total',
  ],
  [/^This rejudge preview expired at (\S+): make a new preview$/, 'rejudge.server.expired', 'at'],
  [/^Submission (\d+) has no verdict to compare yet$/, 'rejudge.server.pending', 'id'],
];
