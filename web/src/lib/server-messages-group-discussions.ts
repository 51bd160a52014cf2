/**
 * The server's messages of the group discussions and settings (server messages added for issue 17)
 * and their catalog ids; `server-messages.ts` joins them to the rest.
 */
export const groupDiscussionsMessages: Record<string, string> = {
  // A group discussion's post, or a group avatar upload, without the group's id.
  'gid is required': 'group-discussions.server.gid-required',
  'Discussion id is required': 'group-discussions.server.did-required',
};

/** Group discussions messages with a number or a name in them: pattern, catalog id, value name. */
export const groupDiscussionsPatterns: [RegExp, string, string][] = [];
