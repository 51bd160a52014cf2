/** The endpoints and properties this API serves (the spec's `access`); accounts for admins. */
const endpoints: Record<string, string[]> = {
  contest: [
    'id',
    'name',
    'formal_name',
    'start_time',
    'duration',
    'scoreboard_freeze_duration',
    'scoreboard_type',
    'penalty_time',
  ],
  'judgement-types': ['id', 'name', 'penalty', 'solved'],
  languages: ['id', 'name', 'entry_point_required', 'extensions'],
  problems: ['id', 'label', 'name', 'ordinal', 'rgb', 'time_limit'],
  groups: ['id', 'name', 'type'],
  organizations: ['id', 'name'],
  teams: ['id', 'label', 'name', 'display_name', 'organization_id', 'group_ids', 'hidden'],
  accounts: ['id', 'username', 'name', 'type', 'team_id'],
  state: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'],
  submissions: ['id', 'language_id', 'problem_id', 'team_id', 'time', 'contest_time'],
  judgements: [
    'id',
    'submission_id',
    'judgement_type_id',
    'start_time',
    'start_contest_time',
    'end_time',
    'end_contest_time',
    'max_run_time',
  ],
  awards: ['id', 'citation', 'team_ids'],
  clarifications: [
    'id',
    'from_team_id',
    'to_team_id',
    'reply_to_id',
    'problem_id',
    'text',
    'time',
    'contest_time',
  ],
};

export const accessObject = (admin: boolean) => ({
  capabilities: [] as string[],
  endpoints: Object.entries(endpoints)
    .filter(([type]) => admin || type !== 'accounts')
    .map(([type, properties]) => ({ type, properties })),
});
