import { auditedEventTypes, type AuditedEventType } from '@oj/events';
import { defineProjection, type ProjectedEvent, type Statement } from './define-projection.ts';
import { communityEntry, communityEventTypes } from './audit-log.community.ts';
import { entry, remember, requestId } from './audit-log.statements.ts';
import {
  type SubjectState,
  configAfter,
  contestState,
  problemState,
  subjectKey,
  userState,
} from './audit-log.subjects.ts';

const submissionEntry = (e: ProjectedEvent<AuditedEventType>, submitId: number, by: string) =>
  entry(e, { actor: by, kind: 'submission', submitId });

/** Who did what from the admin events, newest first in `/admin/audit`. */
export const auditLogProjection = defineProjection({
  name: 'audit_log',
  version: 3,
  handles: [...new Set([...auditedEventTypes, 'UserRegistered', ...communityEventTypes] as const)],
  tables: ['read.audit_log', 'read.audit_subjects'],
  init: `
    CREATE TABLE IF NOT EXISTS read.audit_log (
      position bigint PRIMARY KEY,
      at timestamptz NOT NULL,
      action text NOT NULL,
      actor_uid text,
      target_kind text NOT NULL,
      cid bigint,
      pid bigint,
      target_uid text,
      submit_id bigint,
      target_label text,
      target_id bigint,
      gid bigint,
      before jsonb,
      after jsonb,
      count int NOT NULL DEFAULT 1,
      group_key text UNIQUE
    );
    CREATE INDEX IF NOT EXISTS audit_log_action ON read.audit_log (action, position DESC);
    CREATE INDEX IF NOT EXISTS audit_log_actor ON read.audit_log (actor_uid, position DESC);
    CREATE INDEX IF NOT EXISTS audit_log_at ON read.audit_log (at);
    CREATE TABLE IF NOT EXISTS read.audit_subjects (key text PRIMARY KEY, state jsonb NOT NULL);`,
  apply: (event) => {
    const e = event;
    switch (e.type) {
      case 'UserRegistered':
        // A new account is enabled (HOJ status 0).
        return [remember(subjectKey.user(e.data.uid), userState({ ...e.data, status: 0 }))];
      case 'RejudgeRequested': {
        const id = requestId(e);
        return [
          entry(e, {
            actor: e.data.by,
            kind: 'submission',
            submitId: e.data.submitId,
            group: id && `${e.type}:${id}`,
          }),
        ];
      }
      case 'SubmissionManuallyJudged':
        return [
          entry(e, {
            actor: e.data.by,
            kind: 'submission',
            submitId: e.data.submitId,
            before: e.data.previousStatus ? { status: e.data.previousStatus } : null,
            after: { status: e.data.status, score: e.data.score },
          }),
        ];
      case 'SubmissionCancelled':
        return [submissionEntry(e, e.data.submitId, e.data.by)];
      case 'RejudgePreviewRequested':
        return [
          entry(e, {
            actor: e.data.by,
            kind: 'contest',
            cid: e.data.cid,
            subject: subjectKey.contest(e.data.cid),
            after: { submissions: e.data.submitIds.length },
          }),
        ];
      case 'RejudgeApplied':
      case 'RejudgeUndone':
        return [
          entry(e, {
            actor: e.data.by,
            kind: 'contest',
            cid: e.data.cid,
            label: null,
            subject: subjectKey.contest(e.data.cid),
            after: { submissions: e.data.verdicts.length },
          }),
        ];
      case 'RejudgePreviewExpired':
        return [entry(e, { actor: null, kind: 'rejudge', label: e.data.previewId })];
      default:
        return applyMore(e);
    }
  },
});

// The `before` of an entry reads the remembered state, so each entry precedes its `remember`.
type Handled = AuditedEventType | 'UserRegistered' | (typeof communityEventTypes)[number];

const isCommunity = (
  e: ProjectedEvent<Handled>,
): e is ProjectedEvent<(typeof communityEventTypes)[number]> =>
  (communityEventTypes as readonly string[]).includes(e.type);

const applyMore = (e: ProjectedEvent<Handled>): Statement[] => {
  if (isCommunity(e)) return communityEntry(e);
  switch (e.type) {
    case 'ProblemCreated':
    case 'ProblemEdited': {
      const key = subjectKey.problem(e.data.pid);
      const after = problemState(e.data);
      return [
        entry(e, {
          actor: e.data.by,
          kind: 'problem',
          pid: e.data.pid,
          label: after.label,
          subject: key,
          after,
        }),
        remember(key, after),
      ];
    }
    case 'ProblemDeleted':
      return [
        entry(e, { actor: e.data.by, kind: 'problem', pid: e.data.pid, label: e.data.problemId }),
      ];
    case 'ContestCreated':
    case 'ContestEdited': {
      const key = subjectKey.contest(e.data.cid);
      const after = contestState(e.data);
      const actor = e.type === 'ContestCreated' ? e.data.uid : e.data.by;
      return [
        entry(e, {
          actor,
          kind: 'contest',
          cid: e.data.cid,
          label: after.label,
          subject: key,
          after,
        }),
        remember(key, after),
      ];
    }
    case 'ContestVisibilityChanged': {
      const key = subjectKey.contest(e.data.cid);
      const after = { visible: e.data.visible };
      return [
        entry(e, { actor: e.data.by, kind: 'contest', cid: e.data.cid, subject: key, after }),
        remember(key, after),
      ];
    }
    case 'ContestDeleted':
      return [
        entry(e, {
          actor: e.data.by,
          kind: 'contest',
          cid: e.data.cid,
          subject: subjectKey.contest(e.data.cid),
        }),
      ];
    case 'ContestProblemAdded':
    case 'ContestProblemRemoved':
      return [
        entry(e, {
          actor: e.data.by,
          kind: 'contest',
          cid: e.data.cid,
          pid: e.data.pid,
          subject: subjectKey.contest(e.data.cid),
          after: { problem: 'displayId' in e.data ? e.data.displayId : e.data.pid },
        }),
      ];
    case 'UserEditedByAdmin': {
      const key = subjectKey.user(e.data.uid);
      const after = userState(e.data);
      return [
        entry(e, { actor: e.data.by, kind: 'user', uid: e.data.uid, subject: key, after }),
        remember(key, after),
      ];
    }
    // Only an admin's reset is an admin action; the event does not say which admin.
    case 'UserPasswordChanged':
      if (e.data.reason !== 'admin') return [];
      return [
        entry(e, {
          actor: null,
          kind: 'user',
          uid: e.data.uid,
          subject: subjectKey.user(e.data.uid),
        }),
      ];
    case 'UserDeleted':
      return [
        entry(e, { actor: e.data.by, kind: 'user', uid: e.data.uid, label: e.data.username }),
      ];
    case 'AnnouncementCreated':
    case 'AnnouncementEdited':
    case 'AnnouncementDeleted':
    case 'TagCreated':
    case 'TagEdited':
    case 'TagDeleted':
    case 'TrainingCreated':
    case 'TrainingEdited':
    case 'TrainingStatusChanged':
    case 'TrainingDeleted':
      return contentEntry(e);
    case 'SwitchConfigUpdated':
    case 'WebsiteConfigUpdated':
    case 'EmailConfigUpdated':
      return [
        entry(e, {
          actor: e.data.by,
          kind: 'config',
          label: null,
          after: configAfter(e.type, e.data.changes),
        }),
      ];
    default:
      return [];
  }
};

type ContentEvent = ProjectedEvent<
  Extract<AuditedEventType, `Announcement${string}` | `Tag${string}` | `Training${string}`>
>;

/**
 * Announcements, tags and trainings: what an admin published, renamed, hid or removed. Each
 * remembers its title (or name) and visibility, so an edit shows what it changed and a delete
 * still names its target.
 */
const contentEntry = (e: ContentEvent): Statement[] => {
  const logged = (
    kind: 'announcement' | 'tag' | 'training',
    key: string,
    actor: string,
    after?: SubjectState,
  ): Statement[] => [
    entry(e, { actor, kind, subject: key, label: after?.label ?? null, after: after ?? null }),
    ...(after ? [remember(key, after)] : []),
  ];
  switch (e.type) {
    case 'AnnouncementCreated':
    case 'AnnouncementEdited': {
      const after = { label: e.data.title, title: e.data.title, visible: e.data.status === 0 };
      const actor = e.type === 'AnnouncementCreated' ? e.data.uid : e.data.by;
      return logged('announcement', subjectKey.announcement(e.data.id), actor, after);
    }
    case 'AnnouncementDeleted':
      return logged('announcement', subjectKey.announcement(e.data.id), e.data.by);
    case 'TagCreated':
    case 'TagEdited': {
      const after = { label: e.data.name, name: e.data.name, color: e.data.color };
      return logged('tag', subjectKey.tag(e.data.id), e.data.by, after);
    }
    case 'TagDeleted':
      return logged('tag', subjectKey.tag(e.data.id), e.data.by);
    case 'TrainingCreated':
    case 'TrainingEdited': {
      const after = { label: e.data.title, title: e.data.title, visible: e.data.status };
      const actor = e.type === 'TrainingCreated' ? e.data.uid : e.data.by;
      return logged('training', subjectKey.training(e.data.tid), actor, after);
    }
    case 'TrainingStatusChanged':
      return logged('training', subjectKey.training(e.data.tid), e.data.by, {
        visible: e.data.status,
      });
    case 'TrainingDeleted':
      return logged('training', subjectKey.training(e.data.tid), e.data.by);
  }
};
