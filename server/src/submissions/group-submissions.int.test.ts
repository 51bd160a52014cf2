import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission, onlyAllowed, startGroupSite } from '../../test-kit/index.ts';
import { eventProblem } from '../../test-kit/group-content.ts';

/**
 * A group's submissions: its status tab lists them to its members (and the super admin) only,
 * their details are for members, and the site's status never lists them, for anyone.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let gid = 0;
const ids = { memberAc: 0, adminWa: 0, memberOnPublic: 0, site: 0 };

interface Row {
  submitId: number;
  username: string;
  displayPid: string;
  status: number;
}
type Page = { records: Row[]; total: number; size: number; current: number };

const problem = (problemId: string, o: { gid: number | null }) =>
  eventProblem(kit.site, { problemId, gid: o.gid, by: kit.uids.owner! });
const submit = (name: string, pid: number, status: 'AC' | 'WA', gidOf: number | null) =>
  judgedSubmission(kit.site, {
    uid: kit.uids[name]!,
    username: name,
    pid,
    status,
    gid: gidOf,
  });

beforeAll(async () => {
  kit = await startGroupSite();
  gid = kit.gid;
  const groupPid = await problem('table-1', { gid });
  const sitePid = await problem('P1000', { gid: null });
  ids.memberAc = await submit('lvmember', groupPid, 'AC', gid);
  // Made before the submit route recorded groups: its problem still says whose it is.
  ids.adminWa = await submit('lvadmin', groupPid, 'WA', null);
  // A group's training or contest may send a public problem: the gid alone says it.
  ids.memberOnPublic = await submit('lvmember', sitePid, 'AC', gid);
  ids.site = await submit('stranger', sitePid, 'WA', null);
});
afterAll(async () => {
  await kit.close();
});

/** HOJ's status query as its group tab sends it (filterEmptyValue drops the empty ones). */
const groupList = (token: string | null, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({
    onlyMine: 'false',
    currentPage: '1',
    limit: '15',
    completeProblemID: 'false',
    gid: String(gid),
    ...extra,
  });
  return kit.call('GET', `/api/get-submission-list?${query}`, token) as Promise<{
    body: { status: number; msg: string; data: Page };
  }>;
};
const siteList = (token: string | null) =>
  kit.call('GET', '/api/get-submission-list?currentPage=1&limit=15', token) as Promise<{
    body: { status: number; data: Page };
  }>;

describe('group submissions', () => {
  it('are listed, newest first, to members and the super admin only', async () => {
    expect(
      onlyAllowed(await kit.byLevel((t) => groupList(t)), ['member', 'admin', 'root', 'super']),
    ).toEqual({});
    const { body } = await groupList(kit.tokens.member!);
    expect(body.data).toMatchObject({ total: 3, size: 15, current: 1 });
    expect(body.data.records.map((r) => r.submitId)).toEqual([
      ids.memberOnPublic,
      ids.adminWa,
      ids.memberAc,
    ]);
    expect((await groupList(null)).body).toMatchObject({ status: 401 });
    expect((await groupList(kit.tokens.stranger!)).body.status).toBe(403);
  });

  it('filter by user and status as the rank links them', async () => {
    const { body } = await groupList(kit.tokens.root!, { username: 'lvmember', status: '0' });
    expect(body.data.records.map((r) => [r.username, r.status])).toEqual([
      ['lvmember', 0],
      ['lvmember', 0],
    ]);
    const mine = await groupList(kit.tokens.admin!, { onlyMine: 'true' });
    expect(mine.body.data.records.map((r) => r.submitId)).toEqual([ids.adminWa]);
  });

  it('answer 404 for a group that does not exist and 400 for a gid that is no id', async () => {
    const missing = await kit.call('GET', '/api/get-submission-list?gid=999999', kit.tokens.super!);
    expect(missing.body.status).toBe(404);
    const wrong = await kit.call('GET', '/api/get-submission-list?gid=abc', kit.tokens.member!);
    expect(wrong.body.status).toBe(400);
    // HOJ's client may leave the gid empty on the site's page: that is the site's list.
    const empty = await kit.call('GET', '/api/get-submission-list?gid=', null);
    expect(empty.body.status).toBe(200);
  });

  it("never appear on the site's status page, not even to their authors or the super admin", async () => {
    for (const token of [null, kit.tokens.stranger!, kit.tokens.member!, kit.tokens.super!]) {
      const { body } = await siteList(token);
      expect(body.data.records.map((r) => r.submitId)).toEqual([ids.site]);
      expect(body.data.total).toBe(1);
    }
  });

  it('show their detail and cases to members, never to others', async () => {
    const detail = (t: string | null) =>
      kit.call('GET', `/api/get-submission-detail?submitId=${ids.memberAc}`, t);
    expect(onlyAllowed(await kit.byLevel(detail), ['member', 'admin', 'root', 'super'])).toEqual(
      {},
    );
    const cases = (t: string | null) =>
      kit.call('GET', `/api/get-all-case-result?submitId=${ids.adminWa}`, t);
    expect(onlyAllowed(await kit.byLevel(cases), ['member', 'admin', 'root', 'super'])).toEqual({});
    // A site admin who is not a member is no one here.
    const siteAdmin = await kit.userWithRole('siteadmin', 'admin');
    expect((await detail(siteAdmin)).body.status).toBe(403);
  });

  it("show the code to its author and the group's roots, as HOJ does", async () => {
    const code = async (t: string | null) =>
      (
        (await kit.call('GET', `/api/get-submission-detail?submitId=${ids.memberAc}`, t)).body as {
          data: { submission: { code: string | null } };
        }
      ).data.submission.code;
    expect(await code(kit.tokens.member!)).toBe('int main(){}');
    expect(await code(kit.tokens.root!)).toBe('int main(){}');
    expect(await code(kit.tokens.owner!)).toBe('int main(){}');
    expect(await code(kit.tokens.admin!)).toBeNull();
  });

  it('answer the status check to members only', async () => {
    const check = async (t: string | null) =>
      Object.keys(
        (
          (await kit.call('POST', '/api/check-submissions-status', t, {
            submitIds: [String(ids.memberAc), ids.site],
            cid: null,
          })) as { body: { data: Record<string, unknown> } }
        ).body.data,
      ).map(Number);
    expect(await check(kit.tokens.admin!)).toEqual([ids.memberAc, ids.site].sort((a, b) => a - b));
    expect(await check(kit.tokens.stranger!)).toEqual([ids.site]);
    expect(await check(null)).toEqual([ids.site]);
  });
});
