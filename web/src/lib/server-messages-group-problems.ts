/**
 * The server's messages of the group problems (server messages added for issue 17) and their catalog
 * ids; `server-messages.ts` joins them to the rest.
 */
export const groupProblemsMessages: Record<string, string> = {};

/** Group problems messages with a number or a name in them: pattern, catalog id, value name. */
export const groupProblemsPatterns: [RegExp, string, string][] = [];
