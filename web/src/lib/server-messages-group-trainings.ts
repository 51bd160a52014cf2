/**
 * The server's messages of the group trainings (server messages added for issue 17) and their catalog
 * ids; `server-messages.ts` joins them to the rest.
 */
export const groupTrainingsMessages: Record<string, string> = {
  'The group of the training is required': 'group-trainings.server.gid-required',
  'The problem does not exist or is not a problem of this group':
    'group-trainings.server.not-group-problem',
};

/** Group trainings messages with a number or a name in them: pattern, catalog id, value name. */
export const groupTrainingsPatterns: [RegExp, string, string][] = [];
