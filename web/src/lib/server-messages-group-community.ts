/**
 * The server's messages of the group community (server messages added for issue 17) and their catalog
 * ids; `server-messages.ts` joins them to the rest.
 */
export const groupCommunityMessages: Record<string, string> = {
  'gid must be a group id': 'group-community.server.gid',
};

/** Group community messages with a number or a name in them: pattern, catalog id, value name. */
export const groupCommunityPatterns: [RegExp, string, string][] = [];
