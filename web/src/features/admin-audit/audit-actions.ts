import type { auditActionGroups } from '@oj/events/audit-actions';

/**
 * The audited actions, grouped as the action filter offers them; labels are lingui ids. The web
 * takes only types from the events package, so the groups are written again here and the
 * compiler holds them equal to the server's (`auditActionGroups`).
 */
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
    id: 'content',
    actions: [
      'AnnouncementCreated',
      'AnnouncementEdited',
      'AnnouncementDeleted',
      'TagCreated',
      'TagEdited',
      'TagDeleted',
      'TrainingCreated',
      'TrainingEdited',
      'TrainingStatusChanged',
      'TrainingDeleted',
    ],
  },
  {
    id: 'community',
    actions: [
      'DiscussionModerated',
      'DiscussionDeleted',
      'CommentDeleted',
      'ReplyDeleted',
      'DiscussionReportHandled',
      'DiscussionCategoriesSaved',
    ],
  },
  { id: 'group', actions: ['GroupMemberAuthSet', 'GroupMemberRemoved', 'GroupDisbanded'] },
  {
    id: 'config',
    actions: ['SwitchConfigUpdated', 'WebsiteConfigUpdated', 'EmailConfigUpdated'],
  },
] as const satisfies typeof auditActionGroups;

export const actionLabelId = (action: string) => `admin-audit.action.${action}`;
export const groupLabelId = (group: string) => `admin-audit.group.${group}`;

/** Admin tables page by 10 (spec 3); the server takes at most 100. */
export const AUDIT_PAGE_SIZES = [10, 30, 50, 100] as const;
