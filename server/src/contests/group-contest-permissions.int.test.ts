import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto } from '../../test-kit/index.ts';
import { onlyAllowed, type GroupViewerLevel as Level } from '../../test-kit/group-kit.ts';
import { startGroupContestSite } from '../../test-kit/group-contest-kit.ts';

/**
 * Who may read and who may write each group contest endpoint, level by level: anonymous, a
 * non-member, an applicant, a member, a group admin, a group root (not the owner) and the super
 * admin. The owner authored `theirs`, so the group admin `lvadmin` is an ordinary member there
 * and only the roots administer it; `lvadmin` authored `mine`; a second group admin authored
 * `other`. Writes run on fresh contests, so one row's success cannot hide another's refusal.
 */
let kit: Awaited<ReturnType<typeof startGroupContestSite>>;
let gid = 0;
let seq = 0;
const cid: Record<string, number> = {};

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body);
/** A file download: a zip reads as 200, a refusal is HOJ's JSON envelope. */
const download = async (path: string, token: string | null) => {
  const res = await fetch(`${kit.site.url}${path}`, {
    headers: token ? { Authorization: token } : {},
  });
  if (res.headers.get('content-type')?.startsWith('application/zip'))
    return { body: { status: 200 } };
  return { body: (await res.json()) as { status: number } };
};

beforeAll(async () => {
  kit = await startGroupContestSite();
  gid = kit.gid;
  const other = await kit.newUser('lvadmin2');
  await kit.apply(other);
  await kit.setAuth(kit.uids.lvadmin2!, 4);
  kit.tokens.admin2 = other;
  cid.theirs = await kit.newContest('owner');
  cid.mine = await kit.newContest('admin');
  cid.other = await kit.newContest('admin2');
  for (const c of [cid.theirs, cid.mine, cid.other]) await kit.addPublic(c);
  await kit.ok('POST', '/api/group/contest-announcement', kit.rootToken, {
    cid: String(cid.theirs),
    announcement: { id: null, title: 'Welcome', content: 'Good luck', uid: null, status: 0 },
  });
}, 120_000);
afterAll(async () => {
  await kit.close();
});

const members: Level[] = ['member', 'admin', 'root', 'super'];
const admins: Level[] = ['admin', 'root', 'super'];
const roots: Level[] = ['root', 'super'];

type Row = [string, (token: string | null) => Promise<{ body: { status: number } }>, Level[]];

/** The contest's own pages (spec 2), which a group contest keeps for its group. */
const pages: Row[] = [
  ['get-contest-info', (k) => call('GET', `/api/get-contest-info?cid=${cid.theirs}`, k), members],
  [
    'get-contest-problem',
    (k) => call('GET', `/api/get-contest-problem?cid=${cid.theirs}`, k),
    members,
  ],
  [
    'get-contest-problem-details',
    (k) => call('GET', `/api/get-contest-problem-details?cid=${cid.theirs}&displayId=A`, k),
    members,
  ],
  [
    'get-contest-announcement',
    (k) => call('GET', `/api/get-contest-announcement?cid=${cid.theirs}`, k),
    members,
  ],
  [
    'get-contest-access',
    (k) => call('GET', `/api/get-contest-access?cid=${cid.theirs}`, k),
    members,
  ],
  [
    'get-contest-rank',
    (k) =>
      call('POST', '/api/get-contest-rank', k, {
        cid: String(cid.theirs),
        currentPage: 1,
        limit: 50,
      }),
    members,
  ],
  [
    'get-contest-outsize-info (open rank)',
    (k) => call('GET', `/api/get-contest-outsize-info?cid=${cid.theirs}`, k),
    members,
  ],
  [
    'get-contest-outside-scoreboard (open rank)',
    (k) =>
      call('POST', '/api/get-contest-outside-scoreboard', k, {
        cid: String(cid.theirs),
        currentPage: 1,
        limit: 50,
      }),
    members,
  ],
  [
    'contest-submissions',
    (k) => call('GET', `/api/contest-submissions?cid=${cid.theirs}&contestID=${cid.theirs}`, k),
    members,
  ],
  ['comments', (k) => call('GET', `/api/comments?cid=${cid.theirs}`, k), members],
  [
    'submit-problem-judge with cid',
    (k) =>
      call('POST', '/api/submit-problem-judge', k, {
        pid: 'A',
        cid: String(cid.theirs),
        language: 'C',
        code: 'int main(){return 0;}',
        isRemote: false,
      }),
    members,
  ],
];

const reads: Row[] = [
  [
    'get-contest-list',
    (k) => call('GET', `/api/group/get-contest-list?gid=${gid}&currentPage=1&limit=10`, k),
    members,
  ],
  [
    'get-admin-contest-list',
    (k) => call('GET', `/api/group/get-admin-contest-list?gid=${gid}&currentPage=1&limit=10`, k),
    admins,
  ],
  [
    'get the contest (its author)',
    (k) => call('GET', `/api/group/contest?cid=${cid.mine}`, k),
    admins,
  ],
  ["get the owner's contest", (k) => call('GET', `/api/group/contest?cid=${cid.theirs}`, k), roots],
  [
    'get-contest-problem-list (its author)',
    (k) => call('GET', `/api/group/get-contest-problem-list?cid=${cid.mine}`, k),
    admins,
  ],
  [
    "get-contest-problem-list of the owner's (the public picker)",
    (k) =>
      call(
        'GET',
        `/api/group/get-contest-problem-list?cid=${cid.theirs}&problemType=0&keyword=`,
        k,
      ),
    roots,
  ],
  [
    "get a contest problem of the owner's",
    (k) => call('GET', `/api/group/contest-problem?cid=${cid.theirs}&pid=${kit.publicPid}`, k),
    roots,
  ],
  [
    "get-contest-announcement-list of the owner's",
    (k) => call('GET', `/api/group/get-contest-announcement-list?cid=${cid.theirs}`, k),
    roots,
  ],
  [
    "download the owner's AC submissions",
    (k) =>
      download(`/api/file/download-contest-ac-submission?cid=${cid.theirs}&excludeAdmin=true`, k),
    roots,
  ],
  ...pages,
];

/** A fresh contest of `by` with the public problem as A. */
const fresh = async (by = 'owner') => {
  const c = await kit.newContest(by);
  await kit.addPublic(c);
  return c;
};
const announcement = (c: number, id: number | null = null) => ({
  cid: String(c),
  announcement: { id, title: 'Note', content: 'Read me', uid: null, status: 0, gid: null },
});
const announced = async (c: number) => {
  await kit.ok('POST', '/api/group/contest-announcement', kit.rootToken, announcement(c));
  const [row] = await kit.site.db.sql<{ id: number }[]>`
    SELECT id FROM read.contest_announcements WHERE cid = ${c} ORDER BY id DESC LIMIT 1`;
  return Number(row!.id);
};

const writes: Row[] = [
  ['create a contest', (k) => call('POST', '/api/group/contest', k, kit.contestForm()), admins],
  [
    'edit its own contest (author)',
    async (k) => {
      const c = await fresh('admin');
      return call(
        'PUT',
        '/api/group/contest',
        k,
        kit.contestForm({ id: c, title: `Edited ${++seq}` }),
      );
    },
    admins,
  ],
  [
    "edit the owner's contest",
    async (k) =>
      call(
        'PUT',
        '/api/group/contest',
        k,
        kit.contestForm({ id: await fresh(), title: `E${++seq}` }),
      ),
    roots,
  ],
  [
    "edit another group admin's contest",
    async (k) =>
      call(
        'PUT',
        '/api/group/contest',
        k,
        kit.contestForm({ id: await fresh('admin2'), title: `E${++seq}` }),
      ),
    roots,
  ],
  [
    "hide the owner's contest",
    async (k) =>
      call('PUT', `/api/group/change-contest-visible?cid=${await fresh()}&visible=false`, k),
    roots,
  ],
  [
    "delete the owner's contest",
    async (k) => call('DELETE', `/api/group/contest?cid=${await fresh()}`, k),
    roots,
  ],
  [
    "write a problem for the owner's contest",
    async (k) =>
      call('POST', '/api/group/contest-problem', k, {
        ...problemDto({ problemId: `C${++seq}`, gid: String(gid) }),
        cid: String(await fresh()),
        displayId: 'B',
      }),
    roots,
  ],
  [
    "change a problem's look in the owner's contest",
    async (k) =>
      call('PUT', '/api/group/contest-problem', k, {
        id: null,
        cid: String(await fresh()),
        pid: kit.publicPid,
        displayId: 'A',
        displayTitle: 'Warm-up',
        color: '#ff0000',
      }),
    roots,
  ],
  [
    "remove a problem from the owner's contest",
    async (k) =>
      call('DELETE', `/api/group/contest-problem?cid=${await fresh()}&pid=${kit.publicPid}`, k),
    roots,
  ],
  [
    "add from public to the owner's contest",
    async (k) =>
      call('POST', '/api/group/add-contest-problem-from-public', k, {
        pid: kit.publicPid,
        cid: String(await kit.newContest('owner')),
        displayId: 'A',
      }),
    roots,
  ],
  [
    "add from the group to the owner's contest",
    async (k) =>
      call(
        'POST',
        `/api/group/add-contest-problem-from-group?problemId=${kit.groupProblemId}&cid=${await fresh()}&displayId=B`,
        k,
      ),
    roots,
  ],
  [
    "post an announcement in the owner's contest",
    async (k) => call('POST', '/api/group/contest-announcement', k, announcement(await fresh())),
    roots,
  ],
  [
    "edit an announcement of the owner's contest",
    async (k) => {
      const c = await fresh();
      return call('PUT', '/api/group/contest-announcement', k, announcement(c, await announced(c)));
    },
    roots,
  ],
  [
    "delete an announcement of the owner's contest",
    async (k) => {
      const c = await fresh();
      return call(
        'DELETE',
        `/api/group/contest-announcement?cid=${c}&aid=${await announced(c)}`,
        k,
      );
    },
    roots,
  ],
];

describe('group contest permissions by level', () => {
  for (const [name, run, allowed] of [...reads, ...writes])
    it(`${name}: only ${allowed.join(', ')}`, async () => {
      expect(onlyAllowed(await kit.byLevel(run), allowed)).toEqual({});
    });

  it("a group admin administers their own contest, not the owner's nor another admin's", async () => {
    const admin = kit.tokens.admin!;
    for (const c of [cid.theirs, cid.other]) {
      const edit = await call('PUT', '/api/group/contest', admin, kit.contestForm({ id: c }));
      expect(edit.body.status).toBe(403);
      const info = await call('GET', `/api/get-contest-info?cid=${c}`, admin);
      expect((info.body as { data: { isContestAdmin: boolean } }).data.isContestAdmin).toBe(false);
    }
    const own = await call('GET', `/api/get-contest-info?cid=${cid.mine}`, admin);
    expect((own.body as { data: { isContestAdmin: boolean } }).data.isContestAdmin).toBe(true);
  });
});
