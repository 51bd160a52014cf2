/** The audited actions, grouped as the action filter offers them; labels are lingui ids. */
export const AUDIT_ACTION_GROUPS = [
  {
    id: 'rejudge',
    actions: [
      'RejudgeRequested',
      'SubmissionManuallyJudged',
      'SubmissionCancelled',
      'RejudgePreviewRequested',
      'RejudgeApplied',
      'RejudgeUndone',
      'RejudgePreviewExpired',
    ],
  },
  { id: 'problem', actions: ['ProblemCreated', 'ProblemEdited', 'ProblemDeleted'] },
  {
    id: 'contest',
    actions: [
      'ContestCreated',
      'ContestEdited',
      'ContestDeleted',
      'ContestVisibilityChanged',
      'ContestProblemAdded',
      'ContestProblemRemoved',
    ],
  },
  { id: 'user', actions: ['UserEditedByAdmin', 'UserPasswordChanged', 'UserDeleted'] },
  {
    id: 'config',
    actions: ['SwitchConfigUpdated', 'WebsiteConfigUpdated', 'EmailConfigUpdated'],
  },
] as const;

export const actionLabelId = (action: string) => `admin-audit.action.${action}`;
export const groupLabelId = (group: string) => `admin-audit.group.${group}`;

/** Admin tables page by 10 (spec 3); the server takes at most 100. */
export const AUDIT_PAGE_SIZES = [10, 30, 50, 100] as const;
