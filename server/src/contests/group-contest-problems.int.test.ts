import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission, problemDto } from '../../test-kit/index.ts';
import { startGroupContestSite } from '../../test-kit/group-contest-kit.ts';

/**
 * A group contest's problem set, announcements, board and AC download through the API, with
 * the bodies HOJ's client sends (ids as strings, the problem form's ProblemDTO).
 */
let kit: Awaited<ReturnType<typeof startGroupContestSite>>;
let gid = 0;

interface ProblemList {
  problemList: { records: { id: number; problemId: string; title: string }[]; total: number };
  contestProblemMap: Record<string, { displayId: string; displayTitle: string }>;
}

const call = <T = unknown>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body) as Promise<{
    body: { status: number; msg: string; data: T };
  }>;
const problems = async (cid: number, query = '') =>
  (
    await call<ProblemList>(
      'GET',
      `/api/group/get-contest-problem-list?cid=${cid}&currentPage=1&limit=10${query}`,
      kit.tokens.root!,
    )
  ).body.data;
const problemRow = async (pid: number) =>
  (
    await kit.site.db.sql<{ auth: number; gid: string | null; problem_id: string }[]>`
      SELECT auth, gid, problem_id FROM read.problems WHERE pid = ${pid}`
  )[0]!;

beforeAll(async () => {
  kit = await startGroupContestSite({ shortName: 'klass' });
  gid = kit.gid;
}, 120_000);
afterAll(async () => {
  await kit.close();
});

describe('a group contest problem set', () => {
  it("writes a contest-only group problem the way HOJ's client does, then links it by its look", async () => {
    const cid = await kit.newContest('admin');
    const written = await call<{ pid: number }>(
      'POST',
      '/api/group/contest-problem',
      kit.tokens.admin!,
      problemDto({ problemId: 'Q1', title: 'Quiz sum', gid: String(gid), cid: String(cid) }),
    );
    expect(written.body).toMatchObject({ status: 200, msg: 'Create successfully' });
    const pid = written.body.data.pid;
    expect(await problemRow(pid)).toMatchObject({ auth: 3, problem_id: 'klassQ1' });
    expect(Number((await problemRow(pid)).gid)).toBe(gid);
    const linked = await call('PUT', '/api/group/contest-problem', kit.tokens.admin!, {
      id: null,
      cid: String(cid),
      pid: String(pid),
      displayId: 'A',
      displayTitle: 'Sum it',
      color: '#ff0000',
      gmtCreate: null,
      gmtModified: null,
    });
    expect(linked.body.status).toBe(200);
    const got = await call(
      'GET',
      `/api/group/contest-problem?cid=${cid}&pid=${pid}`,
      kit.tokens.admin!,
    );
    expect(got.body.data).toMatchObject({
      cid,
      pid,
      displayId: 'A',
      displayTitle: 'Sum it',
      color: '#ff0000',
    });
    // The group's own problem list never shows a contest-only problem to its members.
    const seen = await call<{ records: { problemId: string }[] }>(
      'GET',
      `/api/group/get-problem-list?gid=${gid}&currentPage=1&limit=50`,
      kit.tokens.member!,
    );
    expect(seen.body.data.records.map((p) => p.problemId)).not.toContain('klassQ1');
  });

  it('writes and links in one call with a top-level cid and display id (our form)', async () => {
    const cid = await kit.newContest('owner');
    const dto = problemDto({ problemId: 'Q2', gid: String(gid) });
    const problem = dto.problem as Record<string, unknown>;
    const body = {
      ...dto,
      cid: String(cid),
      displayId: 'B',
      color: null,
    };
    const first = await call<{ pid: number }>(
      'POST',
      '/api/group/contest-problem',
      kit.tokens.root!,
      body,
    );
    expect(first.body.status).toBe(200);
    const list = await problems(cid);
    expect(list.contestProblemMap[String(first.body.data.pid)]).toMatchObject({ displayId: 'B' });
    const again = await call('POST', '/api/group/contest-problem', kit.tokens.root!, {
      ...body,
      problem: { ...problem, problemId: 'Q3' },
    });
    expect(again.body).toMatchObject({
      status: 409,
      msg: 'The display id already exists in this contest',
    });
    const limits = await call('POST', '/api/group/contest-problem', kit.tokens.root!, {
      ...body,
      displayId: 'C',
      problem: { ...problem, problemId: 'Q4', timeLimit: 60_000 },
    });
    expect(limits.body.status).toBe(400);
  });

  it('adds from the public set and from the group, never a problem of another kind', async () => {
    const cid = await kit.newContest('owner');
    const picker = await problems(cid, '&problemType=0');
    expect(picker.problemList.records.map((p) => p.problemId)).toContain('P1');
    expect(picker.problemList.records.map((p) => p.problemId)).not.toContain(kit.groupProblemId);
    await kit.addPublic(cid, 'A');
    expect(
      (await problems(cid, '&problemType=0')).problemList.records.map((p) => p.problemId),
    ).not.toContain('P1');
    const groupAsPublic = await call(
      'POST',
      '/api/group/add-contest-problem-from-public',
      kit.rootToken,
      {
        pid: String(kit.groupPid),
        cid: String(cid),
        displayId: 'B',
      },
    );
    expect(groupAsPublic.body).toMatchObject({
      status: 400,
      msg: 'The problem does not exist or is not public',
    });
    const publicAsGroup = await call(
      'POST',
      `/api/group/add-contest-problem-from-group?problemId=P1&cid=${cid}&displayId=B`,
      kit.rootToken,
    );
    expect(publicAsGroup.body).toMatchObject({
      status: 400,
      msg: 'The problem does not exist or is not a problem of this group',
    });
    // Typed as the admin sees it, without the group's prefix.
    const fromGroup = await call(
      'POST',
      `/api/group/add-contest-problem-from-group?problemId=1&cid=${cid}&displayId=B`,
      kit.rootToken,
    );
    expect(fromGroup.body).toMatchObject({ status: 200, msg: 'Add successfully' });
    expect((await problemRow(kit.groupPid)).auth).toBe(3);
    const list = await problems(cid);
    expect(
      Object.values(list.contestProblemMap)
        .map((p) => p.displayId)
        .sort(),
    ).toEqual(['A', 'B']);
    expect(list.problemList.total).toBe(2);
    const removed = await call(
      'DELETE',
      `/api/group/contest-problem?cid=${cid}&pid=${kit.publicPid}`,
      kit.rootToken,
    );
    expect(removed.body).toMatchObject({ status: 200, msg: 'Delete successfully' });
    expect((await problems(cid)).problemList.total).toBe(1);
  });
});

describe('a group contest inside', () => {
  it("posts announcements members read, and puts a member's accepted run on the board", async () => {
    const cid = await kit.newContest('admin');
    await kit.addPublic(cid, 'A');
    const posted = await call('POST', '/api/group/contest-announcement', kit.tokens.admin!, {
      cid: String(cid),
      announcement: {
        id: null,
        title: 'Hint',
        content: 'Use long long',
        uid: null,
        status: 0,
        gid: null,
      },
    });
    expect(posted.body.status).toBe(200);
    const admin = await call<{ records: { id: number; title: string; status: number }[] }>(
      'GET',
      `/api/group/get-contest-announcement-list?cid=${cid}&currentPage=1&limit=10`,
      kit.tokens.admin!,
    );
    expect(admin.body.data.records).toMatchObject([{ title: 'Hint', status: 0 }]);
    const aid = admin.body.data.records[0]!.id;
    const edited = await call('PUT', '/api/group/contest-announcement', kit.tokens.admin!, {
      cid: String(cid),
      announcement: {
        id: String(aid),
        title: 'Hint (fixed)',
        content: 'Use int64',
        uid: null,
        status: 0,
      },
    });
    expect(edited.body.status).toBe(200);
    const read = await call<{ records: { title: string }[] }>(
      'GET',
      `/api/get-contest-announcement?cid=${cid}`,
      kit.tokens.member!,
    );
    expect(read.body.data.records.map((a) => a.title)).toEqual(['Hint (fixed)']);

    await judgedSubmission(kit.site, {
      uid: kit.uids.lvmember!,
      username: 'lvmember',
      pid: kit.publicPid,
      status: 'AC',
      cid,
    });
    const board = await call<{ records: { username: string; ac: number }[] }>(
      'POST',
      '/api/get-contest-rank',
      kit.tokens.member!,
      { cid: String(cid), currentPage: 1, limit: 50, forceRefresh: false, removeStar: false },
    );
    expect(board.body.data.records).toMatchObject([{ username: 'lvmember', ac: 1 }]);
    const gone = await call(
      'DELETE',
      `/api/group/contest-announcement?cid=${cid}&aid=${aid}`,
      kit.tokens.admin!,
    );
    expect(gone.body.status).toBe(200);
  });

  it("zips the accepted code by user or by problem, leaving out its admins' runs on request", async () => {
    const cid = await kit.newContest('admin');
    await kit.addPublic(cid, 'A');
    for (const [name, uid] of [
      ['lvmember', kit.uids.lvmember!],
      ['lvadmin', kit.uids.lvadmin!],
    ] as const)
      await judgedSubmission(kit.site, {
        uid,
        username: name,
        pid: kit.publicPid,
        status: 'AC',
        cid,
      });
    await judgedSubmission(kit.site, {
      uid: kit.uids.lvmember!,
      username: 'lvmember',
      pid: kit.publicPid,
      status: 'WA',
      cid,
    });
    const zip = async (query: string) => {
      const res = await fetch(
        `${kit.site.url}/api/file/download-contest-ac-submission?cid=${cid}${query}`,
        { headers: { Authorization: kit.tokens.admin! } },
      );
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="contest_\d+_\d+\.zip"/,
      );
      return unzipSync(new Uint8Array(await res.arrayBuffer()));
    };
    const byUser = await zip('&excludeAdmin=false&splitType=user');
    const names = Object.keys(byUser).sort();
    expect(names.map((n) => n.replace(/\(\d{14}\)/, '(t)'))).toEqual([
      'lvadmin/A_(t).c',
      'lvmember/A_(t).c',
    ]);
    expect(strFromU8(byUser[names[1]!]!)).toBe('int main(){}');
    const byProblem = await zip('&excludeAdmin=true&splitType=problem');
    expect(Object.keys(byProblem).map((n) => n.replace(/\(\d{14}\)/, '(t)'))).toEqual([
      'A/lvmember_(t).c',
    ]);
  });
});
