import { describe, expect, it } from 'vitest';
import { problemFields, type EventStore, type ProblemSnapshot } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { auditLogProjection } from './audit-log.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [auditLogProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const at = '2026-11-01T00:00:00.000Z';
const user = (uid: string, username: string, role = 'user', roleId = 1002) => ({
  type: 'UserRegistered',
  data: { uid, username, email: `${uid}@x.org`, passwordHash: 'h', role, roleId, registeredAt: at },
});
const problem = (type: string, over: Partial<ProblemSnapshot>) => ({
  type,
  data: {
    ...problemFields({ problemId: 'P1000', timeLimit: 1000 }),
    caseVersion: 1,
    testCases: [],
    ...over,
    pid: 7,
    by: 'r',
    at,
  },
});
const edited = (status: number, role = 'admin', roleId = 1001) => ({
  type: 'UserEditedByAdmin',
  data: {
    uid: 'a',
    role,
    roleId,
    status,
    realname: '',
    titleName: '',
    titleColor: '',
    by: 'r',
    at,
  },
});
const rejudge = (submitId: number, requestId: string) => ({
  type: 'RejudgeRequested',
  data: { submitId, by: 'r', at },
  metadata: { requestId },
});

const num = (v: string | number | null) => (v === null ? null : Number(v));

interface Row {
  gid?: string | number | null;
  action: string;
  actor_uid: string | null;
  target_kind: string;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  count: number;
}

describe('audit log projection', () => {
  it('records who did what, what it was before, and folds one request of rejudges', async () => {
    await store.append('user-r', [user('r', 'root', 'root', 1000)]);
    await store.append('user-a', [user('a', 'alice')]);
    await store.append('problem-7', [problem('ProblemCreated', {})]);
    await store.append('problem-7', [
      problem('ProblemEdited', { timeLimit: 2000, caseVersion: 2, testCases: [] }),
    ]);
    await store.append('user-a', [edited(1)]);
    await store.append('submission-1', [rejudge(1, 'req-1')]);
    await store.append('submission-2', [rejudge(2, 'req-1')]);
    await store.append('submission-3', [rejudge(3, 'req-2')]);
    await store.append('config-email', [
      { type: 'EmailConfigUpdated', data: { changes: { emailPassword: 'secret' }, by: 'r' } },
    ]);
    await store.append('rejudge-x', [
      { type: 'RejudgePreviewExpired', data: { previewId: 'x', at } },
    ]);
    await runToHead(db.sql, store, projections);

    const rows = await db.sql<Row[]>`
      SELECT action, actor_uid, target_kind, target_label, before, after, count
      FROM read.audit_log ORDER BY position`;
    expect(
      rows.map((r) => [r.action, r.actor_uid, r.target_kind, r.target_label, r.count]),
    ).toEqual([
      ['ProblemCreated', 'r', 'problem', 'P1000', 1],
      ['ProblemEdited', 'r', 'problem', 'P1000', 1],
      ['UserEditedByAdmin', 'r', 'user', 'alice', 1],
      ['RejudgeRequested', 'r', 'submission', null, 2],
      ['RejudgeRequested', 'r', 'submission', null, 1],
      ['EmailConfigUpdated', 'r', 'config', null, 1],
      ['RejudgePreviewExpired', null, 'rejudge', 'x', 1],
    ]);
    const [, problemEdit, userEdit, , , mail] = rows;
    expect(problemEdit!.before).toMatchObject({ timeLimit: 1000, caseVersion: 1 });
    expect(problemEdit!.after).toMatchObject({ timeLimit: 2000, caseVersion: 2 });
    expect(userEdit!.before).toMatchObject({ role: 'user', label: 'alice' });
    expect(userEdit!.after).toEqual({ role: 'admin', roleId: 1001, status: 1 });
    // The mail password never reaches the log.
    expect(mail!.after).toEqual({ emailPassword: '***' });
  });

  it('records announcements, tags and trainings, and names them after they are deleted', async () => {
    const by = { by: 'r', at };
    const post = { title: 'Maintenance', content: 'Sunday', status: 0 };
    await store.append('announcement-4', [
      {
        type: 'AnnouncementCreated',
        data: { id: 4, ...post, gid: null, uid: 'r', username: 'root', at },
      },
      { type: 'AnnouncementEdited', data: { id: 4, ...post, status: 1, ...by } },
      { type: 'AnnouncementDeleted', data: { id: 4, ...by } },
    ]);
    const tag = { id: 9, color: '#f00', oj: 'ME', gid: null, tcid: null, ...by };
    await store.append('tag-9', [
      { type: 'TagCreated', data: { ...tag, name: 'dp' } },
      { type: 'TagEdited', data: { ...tag, name: 'DP', previousName: 'dp' } },
      { type: 'TagDeleted', data: { id: 9, name: 'DP', ...by } },
    ]);
    const training = {
      title: 'Graphs',
      description: '',
      auth: 'Public',
      privatePwd: null,
      rank: 0,
      status: true,
      categoryId: null,
      gid: null,
    };
    await store.append('training-3', [
      { type: 'TrainingCreated', data: { ...training, tid: 3, uid: 'r', author: 'root', at } },
      { type: 'TrainingStatusChanged', data: { tid: 3, status: false, ...by } },
      { type: 'TrainingDeleted', data: { tid: 3, ...by } },
    ]);
    await runToHead(db.sql, store, projections);
    const rows = await db.sql<Row[]>`
      SELECT action, actor_uid, target_kind, target_label, before, after, count
      FROM read.audit_log WHERE target_kind IN ('announcement', 'tag', 'training')
      ORDER BY position`;
    expect(rows.map((r) => [r.action, r.actor_uid, r.target_kind, r.target_label])).toEqual([
      ['AnnouncementCreated', 'r', 'announcement', 'Maintenance'],
      ['AnnouncementEdited', 'r', 'announcement', 'Maintenance'],
      ['AnnouncementDeleted', 'r', 'announcement', 'Maintenance'],
      ['TagCreated', 'r', 'tag', 'dp'],
      ['TagEdited', 'r', 'tag', 'DP'],
      ['TagDeleted', 'r', 'tag', 'DP'],
      ['TrainingCreated', 'r', 'training', 'Graphs'],
      ['TrainingStatusChanged', 'r', 'training', 'Graphs'],
      ['TrainingDeleted', 'r', 'training', 'Graphs'],
    ]);
    const [, hidden, , , renamed, , , shown] = rows;
    expect(hidden!.before).toMatchObject({ visible: true });
    expect(hidden!.after).toMatchObject({ visible: false });
    expect(renamed!.before).toMatchObject({ name: 'dp' });
    expect(renamed!.after).toMatchObject({ name: 'DP' });
    expect([shown!.before?.visible, shown!.after?.visible]).toEqual([true, false]);
  });

  it("records a moderator's removals and decisions, not an author's own, and names them after", async () => {
    const by = (uid: string) => ({ by: uid, at });
    await store.append('user-b', [user('b', 'bob')]);
    const text = { categoryId: 1, description: '', content: 'x', pid: null, topPriority: false };
    await store.append('discussion-5', [
      {
        type: 'DiscussionCreated',
        data: { id: 5, ...text, title: 'Hints', gid: 2, uid: 'b', author: 'bob', at },
      },
      { type: 'DiscussionEdited', data: { id: 5, ...text, title: 'Hints for A', ...by('b') } },
      { type: 'DiscussionModerated', data: { id: 5, status: 1, topPriority: true, ...by('r') } },
    ]);
    await store.append('report-8', [
      { type: 'DiscussionReported', data: { id: 8, did: 5, reporter: 'a', content: 'spam', at } },
      { type: 'DiscussionReportHandled', data: { id: 8, status: true, ...by('r') } },
    ]);
    await store.append('comment-1', [
      { type: 'CommentDeleted', data: { id: 1, did: 5, cid: null, ...by('b'), author: 'b' } },
    ]);
    await store.append('comment-2', [
      { type: 'CommentDeleted', data: { id: 2, did: 5, cid: null, ...by('r'), author: 'b' } },
    ]);
    // An older delete names no author: whose it was cannot be told, so it is left out.
    await store.append('reply-3', [
      { type: 'ReplyDeleted', data: { id: 3, commentId: 2, did: 5, ...by('r') } },
    ]);
    await store.append('discussionCategories', [
      {
        type: 'DiscussionCategoriesSaved',
        data: { categories: [{ id: 1, name: 'Help' }], ...by('r') },
      },
      {
        type: 'DiscussionCategoriesSaved',
        data: {
          categories: [
            { id: 1, name: 'Help' },
            { id: 2, name: 'Ideas' },
          ],
          ...by('r'),
        },
      },
    ]);
    const group = { shortName: 'nt', brief: '', description: '', auth: 2, code: null };
    const member = (uid: string, username: string, auth: number, who: string) => ({
      type: 'GroupMemberAuthSet',
      data: { gid: 2, uid, username, auth, reason: auth === 2 ? 'full' : null, ...by(who) },
    });
    await store.append('group-2', [
      {
        type: 'GroupCreated',
        data: { gid: 2, ...group, name: 'Night', uid: 'r', owner: 'root', at },
      },
      member('r', 'root', 5, 'r'),
      { type: 'GroupUpdated', data: { gid: 2, ...group, name: 'Night Team', ...by('r') } },
      member('a', 'alice', 1, 'a'),
      member('a', 'alice', 3, 'r'),
      member('a', 'alice', 4, 'r'),
      member('b', 'bob', 1, 'b'),
      member('b', 'bob', 2, 'r'),
      { type: 'GroupMemberRemoved', data: { gid: 2, uid: 'a', ...by('r') } },
      { type: 'GroupDisbanded', data: { gid: 2, ...by('r') } },
    ]);
    await store.append('discussion-5', [
      { type: 'DiscussionDeleted', data: { id: 5, ...by('r'), author: 'b' } },
    ]);
    await runToHead(db.sql, store, projections);
    const rows = await db.sql<
      (Row & { target_uid: string | null; target_id: string | number | null })[]
    >`
      SELECT action, actor_uid, target_kind, target_label, target_uid, target_id, gid, before, after
      FROM read.audit_log WHERE target_kind IN ('discussion', 'categories', 'group')
      ORDER BY position`;
    expect(
      rows.map((r) => [r.action, r.target_kind, r.target_label, r.target_uid, num(r.target_id)]),
    ).toEqual([
      ['DiscussionModerated', 'discussion', 'Hints for A', null, 5],
      ['DiscussionReportHandled', 'discussion', 'Hints for A', null, 5],
      ['CommentDeleted', 'discussion', 'Hints for A', 'b', 5],
      ['DiscussionCategoriesSaved', 'categories', null, null, null],
      ['DiscussionCategoriesSaved', 'categories', null, null, null],
      ['GroupMemberAuthSet', 'group', 'Night Team', 'a', 2],
      ['GroupMemberAuthSet', 'group', 'Night Team', 'a', 2],
      ['GroupMemberAuthSet', 'group', 'Night Team', 'b', 2],
      ['GroupMemberRemoved', 'group', 'Night Team', 'a', 2],
      ['GroupDisbanded', 'group', 'Night Team', null, 2],
      ['DiscussionDeleted', 'discussion', 'Hints for A', 'b', 5],
    ]);
    const changes = rows.map((r) => [r.before, r.after]);
    expect(changes[0]).toMatchObject([
      { status: 0, topPriority: false },
      { status: 1, topPriority: true },
    ]);
    expect(changes[1]).toMatchObject([{ handled: false }, { handled: true }]);
    expect(changes[4]).toMatchObject([{ categories: 'Help' }, { categories: 'Help, Ideas' }]);
    expect(changes[5]).toMatchObject([{ groupRole: 1 }, { groupRole: 3 }]);
    expect(changes[6]).toMatchObject([{ groupRole: 3 }, { groupRole: 4 }]);
    expect(changes[7]).toMatchObject([{ groupRole: 1 }, { groupRole: 2, reason: 'full' }]);
    expect(changes[8]).toMatchObject([{ groupRole: 4 }, { groupRole: null }]);
    // A group's discussion is found under its group.
    expect(num(rows[0]!.gid ?? null)).toBe(2);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.audit_log', 'position');
    const subjects = await dumpTable(db.sql, 'read.audit_subjects', 'key');
    await prepareProjections(db.sql, projections, ['audit_log']);
    expect(await dumpTable(db.sql, 'read.audit_log', 'position')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.audit_log', 'position')).toEqual(before);
    expect(await dumpTable(db.sql, 'read.audit_subjects', 'key')).toEqual(subjects);
  });
});
