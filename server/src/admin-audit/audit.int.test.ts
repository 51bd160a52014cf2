import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { auditVo } from './audit-vo.ts';
import {
  contestWithProblems,
  judgedSubmission,
  problemDto,
  startProblemSite,
} from '../../test-kit/index.ts';

/** /api/admin/get-audit-log: real admin actions through the API show up as who did what. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let adminToken: string;
let pid: number;
let aliceUid: string;
let submitId: number;

/** A row of the log as the route answers it. */
type AuditRecord = ReturnType<typeof auditVo>;
interface Page {
  records: AuditRecord[];
  total: number;
  size: number;
  current: number;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const audit = (query = '', token: string | null = kit.rootToken) =>
  call<Page>('GET', `/api/admin/get-audit-log${query}`, token);
const records = async (query = '') => {
  const r = await audit(query);
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data.records;
};

beforeAll(async () => {
  kit = await startProblemSite();
  adminToken = await kit.userWithRole('admin1', 'admin');
  await kit.userWithRole('alice', 'user');
  const [alice] = await kit.site.db.sql<{ uid: string }[]>`
    SELECT uid FROM read.users WHERE username = 'alice'`;
  aliceUid = alice!.uid;
  const root = kit.rootToken;
  expect((await call('POST', '/api/admin/problem', root, problemDto())).body.status).toBe(200);
  pid = await kit.pidOf('P1000');
  const edit = problemDto({ id: pid, timeLimit: 2000, memoryLimit: 512 });
  expect((await call('PUT', '/api/admin/problem', root, edit)).body.status).toBe(200);
  const editUser = {
    uid: aliceUid,
    username: 'alice',
    realname: '',
    email: 'alice@example.com',
    type: 1001,
    status: 1,
    setNewPwd: false,
  };
  expect((await call('PUT', '/api/admin/user/edit-user', root, editUser)).body.status).toBe(200);
  submitId = await judgedSubmission(kit.site, {
    uid: aliceUid,
    username: 'alice',
    pid,
    displayPid: 'P1000',
    status: 'WA',
  });
  const rejudge = await call('GET', `/api/admin/judge/rejudge?submitId=${submitId}`, root);
  expect(rejudge.body.status).toBe(200);
});
afterAll(async () => kit?.close());

describe('the audit log', () => {
  it('lists each admin action newest first with its actor, target and what changed', async () => {
    const page = (await audit()).body.data;
    expect(page).toMatchObject({ size: 10, current: 1 });
    const rows = page.records;
    expect(rows.map((r) => r.action).slice(0, 4)).toEqual([
      'RejudgeRequested',
      'UserEditedByAdmin',
      'ProblemEdited',
      'ProblemCreated',
    ]);
    const [rejudge, userEdit, problemEdit] = rows;
    expect(rejudge).toMatchObject({
      actor: { username: 'root' },
      target: { kind: 'submission', submitId, pid, problemId: 'P1000', submitter: 'alice' },
    });
    expect(userEdit).toMatchObject({
      actor: { username: 'root' },
      target: { kind: 'user', uid: aliceUid, label: 'alice' },
    });
    expect(userEdit!.changes).toEqual([
      { field: 'role', from: 'user', to: 'admin' },
      { field: 'roleId', from: 1002, to: 1001 },
      { field: 'status', from: 0, to: 1 },
    ]);
    expect(problemEdit).toMatchObject({ target: { kind: 'problem', pid, label: 'P1000' } });
    expect(problemEdit!.changes).toEqual([
      { field: 'timeLimit', from: 1000, to: 2000 },
      { field: 'memoryLimit', from: 256, to: 512 },
    ]);
  });

  it('narrows by action, actor, problem, user and time', async () => {
    const actions = async (q: string) => (await records(q)).map((r) => r.action);
    expect(await actions('?action=UserEditedByAdmin')).toEqual(['UserEditedByAdmin']);
    expect(await actions('?action=ProblemEdited,RejudgeRequested')).toEqual([
      'RejudgeRequested',
      'ProblemEdited',
    ]);
    expect(await actions('?actor=ROOT&action=ProblemCreated')).toEqual(['ProblemCreated']);
    expect(await actions('?actor=admin1')).toEqual([]);
    expect(await actions('?problem=p1000')).toEqual([
      'RejudgeRequested',
      'ProblemEdited',
      'ProblemCreated',
    ]);
    expect(await actions(`?problem=${pid}&action=ProblemEdited`)).toEqual(['ProblemEdited']);
    expect(await actions('?user=alice')).toEqual(['RejudgeRequested', 'UserEditedByAdmin']);
    expect(await actions('?cid=99')).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await actions(`?from=${future}`)).toEqual([]);
    expect((await actions(`?to=${future}&limit=2`)).length).toBe(2);
    const paged = (await audit('?limit=1&currentPage=2')).body.data;
    expect(paged.records.map((r) => r.action)).toEqual(['UserEditedByAdmin']);
    expect(paged.total).toBeGreaterThanOrEqual(4);
  });

  it('shows a contest problem rejudge as one row for its submissions, found by contest', async () => {
    const start = Date.now() - 60 * 60_000;
    const cid = await contestWithProblems(
      kit.site,
      kit.rootToken,
      {
        title: 'Audit Cup',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 5 * 60 * 60_000).toISOString(),
      },
      [pid],
    );
    for (const status of ['WA', 'AC'] as const)
      await judgedSubmission(kit.site, { uid: aliceUid, username: 'alice', pid, cid, status });
    const path = `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${pid}`;
    expect((await call('GET', path, kit.rootToken)).body.status).toBe(200);
    const [row, ...rest] = await records(`?cid=${cid}&action=RejudgeRequested`);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      actor: { username: 'root' },
      count: 2,
      target: { kind: 'submission', cid, pid },
    });
    const contestRows = await records(`?cid=${cid}&action=ContestCreated,ContestProblemAdded`);
    expect(contestRows.map((r) => [r.action, r.target.label])).toEqual([
      ['ContestProblemAdded', 'Audit Cup'],
      ['ContestCreated', 'Audit Cup'],
    ]);
  });

  it('shows the verdict a manual judgement replaced', async () => {
    const id = await judgedSubmission(kit.site, {
      uid: aliceUid,
      username: 'alice',
      pid,
      displayPid: 'P1000',
      status: 'WA',
    });
    // HOJ's client sends the status as its code: 0 is Accepted (-1 Wrong Answer).
    const path = `/api/admin/judge/manual-judge?submitId=${id}&status=0&score=`;
    const judged = await call('GET', path, kit.rootToken);
    expect(judged.body.status, judged.body.msg).toBe(200);
    const [row] = await records(`?action=SubmissionManuallyJudged`);
    expect(row).toMatchObject({ actor: { username: 'root' }, target: { submitId: id } });
    expect(row!.changes).toEqual([{ field: 'status', from: -1, to: 0 }]);
  });

  it('lists tag changes by the admin who made them, named after the tag is deleted', async () => {
    const root = kit.rootToken;
    // HOJ's client sends null for an empty classification and colour.
    const tagger = await kit.userWithRole('tagger', 'problem_admin');
    const made = await call<{ id: number }>('POST', '/api/admin/tag', tagger, {
      name: 'greedy',
      color: null,
      oj: 'ME',
      tcid: null,
    });
    expect(made.body.status, made.body.msg).toBe(200);
    const id = made.body.data.id;
    const renamed = { id, name: 'Greedy', color: '#00aa00', oj: 'ME', tcid: null };
    expect((await call('PUT', '/api/admin/tag', root, renamed)).body.status).toBe(200);
    expect((await call('DELETE', `/api/admin/tag?tid=${id}`, root)).body.status).toBe(200);
    // Newest first; the problem fixture's own tag comes after.
    const rows = (await records('?action=TagCreated,TagEdited,TagDeleted')).slice(0, 3);
    expect(rows.map((r) => [r.action, r.actor?.username, r.target.kind, r.target.label])).toEqual([
      ['TagDeleted', 'root', 'tag', 'Greedy'],
      ['TagEdited', 'root', 'tag', 'Greedy'],
      ['TagCreated', 'tagger', 'tag', 'greedy'],
    ]);
    expect(rows[1]!.changes).toEqual(
      expect.arrayContaining([{ field: 'name', from: 'greedy', to: 'Greedy' }]),
    );
  });

  it('refuses everyone but the super admin', async () => {
    const admin = await audit('', adminToken);
    expect([admin.http, admin.body.status]).toEqual([403, 403]);
    expect(admin.body.msg).toMatch(/permission/);
    expect((await audit('', null)).http).toBe(401);
  });

  it('answers a bad query with a clear envelope error', async () => {
    const cases: [string, RegExp][] = [
      ['?limit=10000', /limit must be a whole number from 1 to 100/],
      ['?from=yesterday', /from must be a date/],
      ['?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', /from must not be later than to/],
      ['?action=Nope', /action must be one of/],
    ];
    for (const [query, msg] of cases) {
      const r = await audit(query);
      expect([r.http, r.body.status, r.body.data]).toEqual([400, 400, null]);
      expect(r.body.msg).toMatch(msg);
    }
  });
});
