/**
 * The server's messages of the group contests (server messages added for issue 17) and their catalog
 * ids; `server-messages.ts` joins them to the rest.
 */
export const groupContestsMessages: Record<string, string> = {};

/** Group contests messages with a number or a name in them: pattern, catalog id, value name. */
export const groupContestsPatterns: [RegExp, string, string][] = [];
