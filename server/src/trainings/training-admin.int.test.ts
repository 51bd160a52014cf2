import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/** The admin side of trainings over the real app: forms, limits, problem set, categories. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let userToken: string;
let adminToken: string;
let problemAdminToken: string;
const pids: Record<string, number> = {};

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

interface TrainingEntity {
  id: number;
  title: string;
  author: string;
  auth: string;
  privatePwd: string | null;
  status: boolean;
  rank: number;
  isGroup: boolean;
  gid: number | null;
  gmtCreate: string;
}
interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

const form = (training: Record<string, unknown>, trainingCategory: Record<string, unknown>) => ({
  training: {
    title: 'Loops',
    description: 'For and while',
    auth: 'Public',
    privatePwd: null,
    rank: 1000,
    status: true,
    ...training,
  },
  trainingCategory,
});

const adminList = async (token = kit.rootToken, query = '') =>
  (await call<Page<TrainingEntity>>('GET', `/api/admin/training/get-training-list${query}`, token))
    .body.data;
const tidOf = async (title: string) => {
  const t = (await adminList(kit.rootToken, `?keyword=${encodeURIComponent(title)}`)).records.find(
    (r) => r.title === title,
  );
  if (!t) throw new Error(`no training ${title}`);
  return t.id;
};

beforeAll(async () => {
  kit = await startProblemSite();
  userToken = await kit.userWithRole('plain', 'user');
  adminToken = await kit.userWithRole('siteadmin', 'admin');
  problemAdminToken = await kit.userWithRole('probadmin', 'problem_admin');
  for (const [problemId, auth] of [
    ['P1', 1],
    ['P2', 1],
    ['P3', 1],
    ['HID', 2],
  ] as const) {
    const r = await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId, auth }),
    );
    expect(r.body.status, r.body.msg).toBe(200);
    pids[problemId] = await kit.pidOf(problemId);
  }
});
afterAll(() => kit.close());

describe('training administration', () => {
  it('is refused to anonymous visitors (401) and plain users (403)', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/training/get-training-list'],
      ['GET', '/api/admin/training?tid=1'],
      ['POST', '/api/admin/training'],
      ['PUT', '/api/admin/training'],
      ['DELETE', '/api/admin/training?tid=1'],
      ['POST', '/api/admin/training/category'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? form({}, { name: 'x' }) : undefined;
      expect((await call(method, path, null, body)).http).toBe(401);
      expect((await call(method, path, userToken, body)).body).toMatchObject({
        status: 403,
        msg: 'Sorry, you do not have permission for this operation',
      });
    }
  });

  it('manages categories with unique names; the public list shows them in HOJ shape', async () => {
    const created = await call<{ id: number; name: string; color: string; gid: null }>(
      'POST',
      '/api/admin/training/category',
      problemAdminToken,
      { name: 'Basics', color: '#409EFF' },
    );
    expect(created.body).toMatchObject({
      status: 200,
      data: { name: 'Basics', color: '#409EFF', gid: null },
    });
    expect(typeof created.body.data.id).toBe('number');
    const again = await call('POST', '/api/admin/training/category', kit.rootToken, {
      name: 'basics',
      color: '#000',
    });
    expect(again.body).toMatchObject({
      status: 400,
      msg: 'A training category with this name already exists',
    });
    expect(
      (
        await call('POST', '/api/admin/training/category', kit.rootToken, {
          name: ' ',
          color: '#0',
        })
      ).body.msg,
    ).toBe('Category name is required');
    // Admins (not problem admins) open the training pages but do not manage categories.
    expect(
      (await call('POST', '/api/admin/training/category', adminToken, { name: 'Z', color: '#0' }))
        .body.status,
    ).toBe(403);
    const temp = await call<{ id: number }>('POST', '/api/admin/training/category', kit.rootToken, {
      name: 'Temp',
      color: '#111',
    });
    const put = await call('PUT', '/api/admin/training/category', kit.rootToken, {
      id: temp.body.data.id,
      name: 'Graphs',
      color: '#f56c6c',
    });
    expect(put.body.status, put.body.msg).toBe(200);
    const list = await call<{ id: number; name: string; color: string; gmtCreate: string }[]>(
      'GET',
      '/api/get-training-category',
      null,
    );
    expect(list.body.data.map((c) => [c.name, c.color])).toEqual([
      ['Basics', '#409EFF'],
      ['Graphs', '#f56c6c'],
    ]);
    const del = await call(
      'DELETE',
      `/api/admin/training/category?cid=${temp.body.data.id}`,
      kit.rootToken,
    );
    expect(del.body.status, del.body.msg).toBe(200);
    expect(
      (await call<unknown[]>('GET', '/api/get-training-category', null)).body.data,
    ).toHaveLength(1);
  });

  it('checks the form at the server, with the limits in the messages', async () => {
    const post = async (
      training: Record<string, unknown>,
      category: Record<string, unknown> = { name: 'Basics' },
    ) =>
      (await call('POST', '/api/admin/training', kit.rootToken, form(training, category))).body.msg;
    expect(await post({ title: '  ' })).toBe('Title is required');
    expect(await post({ title: 'x'.repeat(501) })).toBe('Title can be at most 500 characters');
    expect(await post({ description: ' ' })).toBe('Description is required');
    expect(await post({ auth: 'Protected' })).toBe('Auth must be Public or Private');
    expect(await post({ rank: -1 })).toBe('Rank must be an integer from 0 to 2147483647');
    expect(await post({ rank: 2147483648 })).toBe('Rank must be an integer from 0 to 2147483647');
    expect(await post({ auth: 'Private', privatePwd: '' })).toBe(
      'A private training needs a password',
    );
    expect(await post({}, {})).toBe('Please choose a training category');
    expect(await post({}, { id: 999999 })).toBe('Please choose a training category');
    expect((await adminList()).total).toBe(0);
  });

  it('creates trainings (default rank 1000, a category typed by name is created) and lists them by rank', async () => {
    const basics = (
      await call<{ id: number; name: string }[]>('GET', '/api/get-training-category', null)
    ).body.data[0]!;
    const a = await call(
      'POST',
      '/api/admin/training',
      adminToken,
      form({ title: 'Mine', rank: undefined }, { id: basics.id }),
    );
    expect(a.body).toMatchObject({ status: 200, data: null });
    const b = await call(
      'POST',
      '/api/admin/training',
      kit.rootToken,
      form(
        { title: 'Secret', auth: 'Private', privatePwd: 'pw', rank: 5 },
        { name: 'Strings', color: '#67C23A' },
      ),
    );
    expect(b.body.status, b.body.msg).toBe(200);
    const list = await adminList();
    expect(list.records.map((t) => [t.title, t.rank, t.author, t.privatePwd])).toEqual([
      ['Secret', 5, 'root', null],
      ['Mine', 1000, 'siteadmin', null],
    ]);
    // Others see only what they administer.
    expect((await adminList(adminToken)).records.map((t) => t.title)).toEqual(['Mine']);
    const secret = await tidOf('Secret');
    const dto = await call<{
      training: TrainingEntity;
      trainingCategory: { name: string; color: string };
    }>('GET', `/api/admin/training?tid=${secret}`, kit.rootToken);
    expect(dto.body.data).toMatchObject({
      training: {
        id: secret,
        title: 'Secret',
        auth: 'Private',
        privatePwd: 'pw',
        status: true,
        isGroup: false,
        gid: null,
      },
      trainingCategory: { name: 'Strings', color: '#67C23A' },
    });
    expect((await call('GET', `/api/admin/training?tid=${secret}`, adminToken)).body).toMatchObject(
      {
        status: 403,
        msg: 'Sorry, you do not have permission for this training',
      },
    );
    expect((await call('GET', '/api/admin/training?tid=424242', kit.rootToken)).body.status).toBe(
      404,
    );
  });

  it('edits, switches visibility and deletes under the training-admin rule', async () => {
    const mine = await tidOf('Mine');
    const basics = (await call<{ id: number }[]>('GET', '/api/get-training-category', null)).body
      .data[0]!;
    const edit = (token: string, training: Record<string, unknown>) =>
      call(
        'PUT',
        '/api/admin/training',
        token,
        form({ id: mine, title: 'Mine', ...training }, { id: basics.id }),
      );
    expect((await edit(adminToken, { title: 'Mine, edited' })).body.status).toBe(200);
    expect((await edit(problemAdminToken, { title: 'Stolen' })).body.status).toBe(403);
    expect((await edit(kit.rootToken, { title: 'Mine' })).body.status).toBe(200);
    const hide = await call(
      'PUT',
      `/api/admin/training/change-training-status?tid=${mine}&author=siteadmin&status=false`,
      adminToken,
    );
    expect(hide.body.status, hide.body.msg).toBe(200);
    expect((await adminList()).records.find((t) => t.id === mine)?.status).toBe(false);
    // Only root deletes (contract).
    expect((await call('DELETE', `/api/admin/training?tid=${mine}`, adminToken)).body.status).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/admin/training?tid=${mine}`, kit.rootToken)).body.status,
    ).toBe(200);
    expect((await adminList()).records.map((t) => t.title)).toEqual(['Secret']);
  });

  it('adds public problems with a rank, orders, removes; the picker pages both sides', async () => {
    const tid = await tidOf('Secret');
    const add = (pid: number, displayId: string | null, rank?: number) =>
      call('POST', '/api/admin/training/add-problem-from-public', kit.rootToken, {
        tid: String(tid),
        pid,
        displayId,
        rank,
      });
    expect((await add(pids.P1!, 'A', 2)).body.status).toBe(200);
    expect((await add(pids.P2!, null, 1)).body.status).toBe(200);
    expect((await add(pids.P1!, 'Z')).body.msg).toBe(
      'The problem is already in the training, or its display id is taken',
    );
    expect((await add(pids.P3!, 'a')).body.msg).toBe(
      'The problem is already in the training, or its display id is taken',
    );
    expect((await add(pids.HID!, 'H')).body).toMatchObject({
      status: 404,
      msg: 'The problem does not exist or is not public',
    });
    expect((await add(pids.P3!, 'C', 2147483648)).body.msg).toBe(
      'Rank must be an integer from 0 to 2147483647',
    );
    expect((await add(pids.P3!, 'C', 3)).body.status).toBe(200);

    type Picker = {
      problemList: Page<{ id: number; problemId: string; spjCode: null }>;
      trainingProblemMap: Record<
        string,
        { id: number; tid: number; pid: number; displayId: string; rank: number }
      >;
    };
    const picker = async (q: string) =>
      (
        await call<Picker>(
          'GET',
          `/api/admin/training/get-problem-list?tid=${tid}${q}`,
          kit.rootToken,
        )
      ).body.data;
    const existed = await picker('&queryExisted=true');
    expect(existed.problemList.records.map((p) => p.problemId)).toEqual(['P2', 'P1', 'P3']);
    expect(existed.trainingProblemMap[String(pids.P2)]).toMatchObject({
      tid,
      pid: pids.P2,
      displayId: 'P2',
      rank: 1,
    });
    expect((await picker('&queryExisted=false')).problemList.total).toBe(0);
    expect((await picker('&queryExisted=true&limit=2')).problemList).toMatchObject({
      total: 3,
      size: 2,
    });

    const rank = await call('PUT', '/api/admin/training/problem', kit.rootToken, {
      tid,
      pid: pids.P3,
      rank: 0,
    });
    expect(rank.body.status, rank.body.msg).toBe(200);
    expect(
      (await picker('&queryExisted=true')).problemList.records.map((p) => p.problemId),
    ).toEqual(['P3', 'P2', 'P1']);
    expect(
      (await call('DELETE', `/api/admin/training/problem?pid=${pids.P3}&tid=${tid}`, adminToken))
        .body.status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/training/problem?pid=${pids.P3}&tid=${tid}`, kit.rootToken))
        .body.status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/training/problem?pid=${pids.P3}`, kit.rootToken)).body.msg,
    ).toBe('tid is required');
    expect(
      (await picker('&queryExisted=false')).problemList.records.map((p) => p.problemId),
    ).toEqual(['P3']);
  });

  it('answers remote judge imports with a clear refusal', async () => {
    const tid = await tidOf('Secret');
    expect(
      (
        await call(
          'GET',
          `/api/admin/training/import-remote-oj-problem?name=HDU&problemId=1000&tid=${tid}`,
          kit.rootToken,
        )
      ).body,
    ).toMatchObject({
      status: 400,
      msg: 'Remote judge is not supported: add problems from the public problem set instead',
      data: null,
    });
  });
});
