/**
 * The server's messages of contest clarifications (issue 19,
 * server/src/contests/clarification.decider.ts and clarification.routes.ts) and their ids.
 */
export const clarificationMessages: Record<string, string> = {
  'The question cannot be empty': 'clarifications.server.empty-question',
  'The question can be at most 2000 characters': 'clarifications.server.long-question',
  'The answer cannot be empty': 'clarifications.server.empty-answer',
  'The answer can be at most 2000 characters': 'clarifications.server.long-answer',
  'Questions can be asked only while the contest is running': 'clarifications.server.not-running',
  'The clarification does not exist': 'clarifications.server.missing',
  'This clarification has already been answered': 'clarifications.server.answered',
  'The problem does not exist in this contest': 'clarifications.server.problem-missing',
};
