import type { AuditedEventType } from '@oj/projections';

/**
 * The actions the audit log can be filtered by: the event types its projection records. The
 * server takes only types from the projections package, so the list is repeated here and the
 * compiler checks both lists hold the same names.
 */
export const auditActions = [
  'RejudgeRequested',
  'SubmissionManuallyJudged',
  'SubmissionCancelled',
  'RejudgePreviewRequested',
  'RejudgeApplied',
  'RejudgeUndone',
  'RejudgePreviewExpired',
  'ProblemCreated',
  'ProblemEdited',
  'ProblemDeleted',
  'ContestCreated',
  'ContestEdited',
  'ContestDeleted',
  'ContestVisibilityChanged',
  'ContestProblemAdded',
  'ContestProblemRemoved',
  'UserEditedByAdmin',
  'UserPasswordChanged',
  'UserDeleted',
  'SwitchConfigUpdated',
  'WebsiteConfigUpdated',
  'EmailConfigUpdated',
] as const satisfies readonly AuditedEventType[];

type Missing = Exclude<AuditedEventType, (typeof auditActions)[number]>;
// Fails to compile when the projection records an action this list does not offer.
export const everyActionListed: [Missing] extends [never] ? true : Missing = true;
