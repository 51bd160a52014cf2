import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeAgain } from '../../test-kit/judged-submission.ts';
import { problemDto } from '../../test-kit/problem-kit.ts';
import { startGroupSite } from '../../test-kit/group-kit.ts';
import { addGroupProblem } from '../../test-kit/group-problem-kit.ts';
import { judgeRunningC } from '../../test-kit/judge-running-c.ts';

/**
 * A group's own problem reaches its members inside the group and nobody anywhere else: not the
 * public list or its search, the detail, the random pick, the recent list, the tags, the user
 * home or the rank, whoever asks (a site admin who is not a member included). A member's
 * submission made in the group is judged and counted there.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let t: Record<string, string | null>;
let gid = 0;
let pid = 0;
let siteAdmin = '';
const secretId = 'hidden1';

const call = <T = unknown>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
type Page<T> = { records: T[]; total: number };
const submit = (token: string, o: { gid?: string | null; pid?: string | number } = {}) =>
  call<{ submitId: number }>('POST', '/api/submit-problem-judge', token, {
    pid: o.pid ?? secretId,
    language: 'C',
    code: 'int main(){int a,b;scanf("%d%d",&a,&b);printf("%d",a+b);return 0;}',
    cid: 0,
    tid: null,
    gid: o.gid === undefined ? String(gid) : o.gid,
    isRemote: false,
  });

beforeAll(async () => {
  kit = await startGroupSite({ shortName: 'hidden' });
  ({ gid } = kit);
  t = kit.tokens;
  siteAdmin = await kit.userWithRole('siteadmin', 'admin');
  await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { defaultSubmitInterval: 0 });
  await judgeRunningC(kit.site);
  pid = await addGroupProblem(
    kit,
    t.admin!,
    { problemId: '1', title: 'Secret Group Sum' },
    { tags: [{ id: null, name: 'hush-tag' }] },
  );
  await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'PUB1' }));
  // The member solves it in the group.
  const made = await submit(t.member!);
  expect(made.body.status, made.body.msg).toBe(200);
  await judgeAgain(kit.site, made.body.data.submitId, { status: 'AC' });
});
afterAll(async () => {
  await kit.close();
});

const outsiders = () =>
  [
    ['anonymous', null],
    ['a stranger', t.stranger!],
    ['a site admin', siteAdmin],
  ] as const;

describe('a group problem outside its group', () => {
  it('is in no public list, search, random pick or recent list', async () => {
    for (const [who, token] of outsiders()) {
      const list = await call<Page<{ problemId: string }>>(
        'GET',
        '/api/get-problem-list?limit=100',
        token,
      );
      expect(
        list.body.data.records.map((r) => r.problemId),
        who,
      ).toEqual(['PUB1']);
      const search = await call<Page<unknown>>(
        'GET',
        '/api/get-problem-list?keyword=Secret',
        token,
      );
      expect(search.body.data.total, who).toBe(0);
      const recent = await call<{ problemId: string }[]>(
        'GET',
        '/api/get-recent-updated-problem',
        token,
      );
      expect(
        recent.body.data.map((r) => r.problemId),
        who,
      ).toEqual(['PUB1']);
    }
    for (let i = 0; i < 5; i++) {
      const pick = await call<{ problemId: string }>('GET', '/api/get-random-problem', null);
      expect(pick.body.data.problemId).toBe('PUB1');
    }
  });

  it('has no detail, settings or tags for outsiders, nor a detail without the group for members', async () => {
    for (const [who, token] of [...outsiders(), ['a member', t.member!] as const]) {
      const detail = await call('GET', `/api/get-problem-detail?problemId=${secretId}`, token);
      expect(detail.body.status, who).toBe(404);
    }
    for (const [who, token] of outsiders()) {
      for (const path of ['get-problem-tags', 'get-problem-code-template', 'get-problem-languages'])
        expect(
          (await call('GET', `/api/${path}?pid=${pid}`, token)).body.status,
          `${who} ${path}`,
        ).toBe(404);
    }
    const tags = await call<{ name: string }[]>(
      'GET',
      '/api/get-all-problem-tags?oj=ALL',
      t.member!,
    );
    expect(tags.body.data.map((x) => x.name)).not.toContain('hush-tag');
  });

  it("stays out of the admin problem list of a site admin and out of the member's home and rank", async () => {
    const admin = await call<Page<{ problemId: string }>>(
      'GET',
      '/api/admin/problem/get-problem-list?limit=100',
      siteAdmin,
    );
    expect(admin.body.data.records.map((r) => r.problemId)).toEqual(['PUB1']);
    const home = await call<{ solvedList: string[] }>(
      'GET',
      `/api/get-user-home-info?uid=${kit.uids.lvmember}`,
      t.stranger!,
    );
    expect(home.body.data.solvedList).toEqual([]);
    const rank = await call<Page<{ username: string; ac: number }>>(
      'GET',
      '/api/get-rank-list?type=0',
      null,
    );
    expect(rank.body.data.records.find((r) => r.username === 'lvmember')?.ac ?? 0).toBe(0);
  });

  it('takes no submission without the group, nor from a non-member with it', async () => {
    expect((await submit(t.stranger!)).body.status).toBe(403);
    expect((await submit(t.stranger!, { gid: null })).body.status).toBe(404);
    expect((await submit(t.member!, { gid: null })).body.status).toBe(404);
    // A site problem is not submitted through a group.
    expect((await submit(t.member!, { pid: 'PUB1' })).body.status).toBe(404);
  });
});

describe("a member's submission in the group", () => {
  it('is judged, stored with the group and counted in the group list and marks', async () => {
    const [row] = await kit.site.db.sql<{ gid: number; status: string }[]>`
      SELECT gid, status FROM read.submissions WHERE pid = ${pid} AND uid = ${kit.uids.lvmember!}`;
    expect({ gid: Number(row?.gid), status: row?.status }).toEqual({ gid, status: 'AC' });
    const list = await call<Page<{ pid: number; ac: number; total: number }>>(
      'GET',
      `/api/group/get-problem-list?gid=${gid}`,
      t.member!,
    );
    expect(list.body.data.records.find((r) => r.pid === pid)).toMatchObject({ ac: 1, total: 1 });
    const marks = await call<Record<string, { status: number }>>(
      'POST',
      '/api/get-user-problem-status',
      t.member!,
      { pidList: [pid], isContestProblemList: false, gid: String(gid) },
    );
    expect(marks.body.data[pid]).toMatchObject({ status: 0 });
    const detail = await call<{ problem: { problemId: string }; problemCount: { ac: number } }>(
      'GET',
      `/api/get-problem-detail?problemId=${secretId}&gid=${gid}`,
      t.member!,
    );
    expect(detail.body.data).toMatchObject({
      problem: { problemId: secretId },
      problemCount: { ac: 1 },
    });
  });

  it('is refused with a clear message while group judging is closed (the super admin excepted)', async () => {
    await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { openGroupJudge: false });
    try {
      expect((await submit(t.member!)).body).toMatchObject({
        status: 403,
        msg: 'The administrator has closed the judging of group problems, please try again later',
      });
      expect((await submit(kit.rootToken)).body.status).toBe(200);
      // Public problems are judged as before.
      expect((await submit(t.member!, { gid: null, pid: 'PUB1' })).body.status).toBe(200);
    } finally {
      await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { openGroupJudge: true });
    }
  });
});
