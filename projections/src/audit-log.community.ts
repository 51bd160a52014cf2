import type { ProjectedEvent, Statement } from './define-projection.ts';
import { entry, remember, rememberFrom } from './audit-log.statements.ts';
import { subjectKey } from './audit-log.subjects.ts';

/** What the community part of the audit log reads: moderation, and group admins' decisions. */
export const communityEventTypes = [
  'DiscussionCreated',
  'DiscussionEdited',
  'DiscussionModerated',
  'DiscussionDeleted',
  'CommentDeleted',
  'ReplyDeleted',
  'DiscussionReported',
  'DiscussionReportHandled',
  'DiscussionCategoriesSaved',
  'GroupCreated',
  'GroupUpdated',
  'GroupDisbanded',
  'GroupMemberAuthSet',
  'GroupMemberRemoved',
] as const;

type CommunityEvent = ProjectedEvent<(typeof communityEventTypes)[number]>;

/**
 * Removed by someone other than its author: a moderator's act. An author deleting their own
 * words is not an admin action, and an older event that names no author cannot be told apart.
 */
const byModerator = (d: { by: string; author?: string | undefined }) =>
  d.author !== undefined && d.author !== d.by;

/** Where a comment or reply lived: a discussion, or a contest's questions. */
const placeOf = (d: { did: number | null; cid?: number | null | undefined }) =>
  d.did !== null
    ? ({ kind: 'discussion', labelOf: subjectKey.discussion(d.did) } as const)
    : ({ kind: 'contest', cid: d.cid ?? null, labelOf: subjectKey.contest(d.cid ?? 0) } as const);

/**
 * Discussions (site-wide and of groups) and groups: a moderator disabling, pinning or removing
 * what others wrote, handling reports and saving the categories; a group admin approving,
 * refusing, promoting or removing members, and a group being disbanded. What these are done to
 * is remembered from the creating events, so an entry names it even after it is gone.
 */
export const communityEntry = (e: CommunityEvent): Statement[] => {
  switch (e.type) {
    case 'DiscussionCreated':
      return [
        remember(subjectKey.discussion(e.data.id), {
          label: e.data.title,
          id: e.data.id,
          gid: e.data.gid,
          status: 0,
          topPriority: e.data.topPriority,
        }),
      ];
    case 'DiscussionEdited':
      return [
        remember(subjectKey.discussion(e.data.id), {
          label: e.data.title,
          topPriority: e.data.topPriority,
        }),
      ];
    case 'DiscussionModerated': {
      const key = subjectKey.discussion(e.data.id);
      const after = { status: e.data.status, topPriority: e.data.topPriority };
      return [
        entry(e, {
          actor: e.data.by,
          kind: 'discussion',
          subject: key,
          targetId: e.data.id,
          after,
        }),
        remember(key, after),
      ];
    }
    case 'DiscussionDeleted':
      if (!byModerator(e.data)) return [];
      return [
        entry(e, {
          actor: e.data.by,
          kind: 'discussion',
          uid: e.data.author ?? null,
          labelOf: subjectKey.discussion(e.data.id),
          targetId: e.data.id,
        }),
      ];
    case 'CommentDeleted':
    case 'ReplyDeleted':
      if (!byModerator(e.data)) return [];
      return [entry(e, { actor: e.data.by, uid: e.data.author ?? null, ...placeOf(e.data) })];
    case 'DiscussionReported':
      return [
        rememberFrom(subjectKey.report(e.data.id), subjectKey.discussion(e.data.did), {
          handled: false,
        }),
      ];
    case 'DiscussionReportHandled': {
      const key = subjectKey.report(e.data.id);
      const after = { handled: e.data.status };
      return [
        entry(e, { actor: e.data.by, kind: 'discussion', subject: key, after }),
        remember(key, after),
      ];
    }
    case 'DiscussionCategoriesSaved': {
      const key = subjectKey.categories();
      const after = { categories: e.data.categories.map((c) => c.name).join(', ') };
      return [
        entry(e, { actor: e.data.by, kind: 'categories', label: null, subject: key, after }),
        remember(key, after),
      ];
    }
    default:
      return groupEntry(e);
  }
};

const groupEntry = (e: CommunityEvent): Statement[] => {
  switch (e.type) {
    case 'GroupCreated':
    case 'GroupUpdated':
      return [
        remember(subjectKey.group(e.data.gid), {
          label: e.data.name,
          id: e.data.gid,
          gid: e.data.gid,
        }),
      ];
    case 'GroupDisbanded':
      return [
        entry(e, {
          actor: e.data.by,
          kind: 'group',
          labelOf: subjectKey.group(e.data.gid),
          after: null,
        }),
      ];
    case 'GroupMemberAuthSet':
      // Every standing is remembered; only another's decision (not a join or an application,
      // nor the creator becoming root) is an admin action.
      return memberEntry(e, {
        groupRole: e.data.auth,
        ...(e.data.reason && e.data.by !== e.data.uid ? { reason: e.data.reason } : {}),
      }).concat(
        remember(subjectKey.member(e.data.gid, e.data.uid), {
          label: e.data.username,
          groupRole: e.data.auth,
        }),
      );
    case 'GroupMemberRemoved':
      return memberEntry(e, { groupRole: null }).concat(
        remember(subjectKey.member(e.data.gid, e.data.uid), { groupRole: null }),
      );
    default:
      return [];
  }
};

/** A decision on a member by someone else (a group admin), compared with their standing. */
const memberEntry = (
  e: ProjectedEvent<'GroupMemberAuthSet' | 'GroupMemberRemoved'>,
  after: Record<string, unknown>,
): Statement[] =>
  e.data.by === e.data.uid
    ? []
    : [
        entry(e, {
          actor: e.data.by,
          kind: 'group',
          uid: e.data.uid,
          subject: subjectKey.member(e.data.gid, e.data.uid),
          labelOf: subjectKey.group(e.data.gid),
          after,
        }),
      ];
