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

interface Row {
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
