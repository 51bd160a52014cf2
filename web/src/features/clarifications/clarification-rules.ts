/** The server's limit of a question and of an answer (server/src/contests/clarification.decider.ts). */
export const CLARIFICATION_MAX = 2000;

/** The message id of what is wrong with a text before sending it, or null when it may go. */
export const clarificationTextError = (text: string): string | null => {
  if (text.trim() === '') return 'clarifications.error.empty';
  if (text.length > CLARIFICATION_MAX) return 'clarifications.error.long';
  return null;
};

/** The canned answer's text in the reader's language. */
export const cannedText = (c: { en: string; zh: string }, locale: string) =>
  locale === 'zh-CN' ? c.zh : c.en;

/** How many questions of the jury queue wait for an answer. */
export const openCount = (queue: readonly { answer: string | null; fromJury: boolean }[]) =>
  queue.filter((c) => c.answer === null && !c.fromJury).length;
