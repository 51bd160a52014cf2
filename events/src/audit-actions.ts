import type { AppEventType } from './catalogue/index.ts';

/**
 * The admin actions `/admin/audit` lists, each one event type of the catalogue, grouped as its
 * action filter offers them: one list for the projection that records them, the route that
 * filters by them and the page that names them.
 */
export const auditActionGroups = [
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
] as const satisfies readonly { id: string; actions: readonly AppEventType[] }[];

export type AuditedEventType = (typeof auditActionGroups)[number]['actions'][number];

/** Every audited event type, in the groups' order. */
export const auditedEventTypes: readonly AuditedEventType[] = auditActionGroups.flatMap(
  (g) => g.actions,
);

/** What an audited action was done to: how `/admin/audit` names and links its target. */
export type AuditTargetKind =
  | 'submission'
  | 'problem'
  | 'contest'
  | 'user'
  | 'config'
  | 'rejudge'
  | 'announcement'
  | 'tag'
  | 'training'
  | 'discussion'
  | 'categories'
  | 'group';
