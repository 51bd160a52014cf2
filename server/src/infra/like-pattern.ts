/**
 * An ILIKE pattern that finds `keyword` literally anywhere: `%`, `_` and `\` in what a user
 * typed match themselves, never act as wildcards.
 */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
