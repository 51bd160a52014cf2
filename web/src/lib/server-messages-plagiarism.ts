/**
 * The server's messages of contest plagiarism checks (issue 19,
 * server/src/contests/plagiarism.routes.ts) and their catalog ids.
 */
export const plagiarismMessages: Record<string, string> = {
  'Only the admins of this contest can check it for plagiarism': 'plagiarism.server.not-admin',
  'The plagiarism check does not exist (a newer check of the same problem replaces it)':
    'plagiarism.server.no-check',
  'The server running this check stopped; start it again': 'plagiarism.server.stopped',
  'The plagiarism check has not finished': 'plagiarism.server.not-done',
  'The two submissions are not a pair of this check': 'plagiarism.server.no-pair',
  'A plagiarism check of this problem is already running': 'plagiarism.server.running',
};
