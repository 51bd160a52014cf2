import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verdict } from '@oj/events';
import { judgedSubmission, onlyAllowed, startGroupSite } from '../../test-kit/index.ts';
import { eventProblem } from '../../test-kit/group-content.ts';

/**
 * The group rank (spec 3 section 2.11, HOJ's getGroupRankList): the group's members ranked by
 * what they did in the group only, ACM by accepted problems then fewer submissions, OI by score.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let gid = 0;

interface RankRow {
  uid: string;
  username: string;
  ac: number;
  total: number;
  score: number;
}
type Answer = {
  body: { status: number; msg: string; data: { records: RankRow[]; total: number; size: number } };
};

beforeAll(async () => {
  kit = await startGroupSite();
  gid = kit.gid;
  const by = kit.uids.owner!;
  const acm = await eventProblem(kit.site, { problemId: 'table-1', gid, by });
  const oi = await eventProblem(kit.site, { problemId: 'table-2', gid, by, type: 1 });
  const site = await eventProblem(kit.site, { problemId: 'P1000', gid: null, by });
  const judged = (name: string, pid: number, status: Verdict, oiRankScore: number | null) =>
    judgedSubmission(kit.site, {
      uid: kit.uids[name]!,
      username: name,
      pid,
      status,
      oiRankScore,
      gid: pid === site ? null : gid,
    });
  await judged('lvadmin', acm, 'AC', 10);
  await judged('lvadmin', oi, 'AC', 50);
  await judged('lvroot', acm, 'AC', 10);
  await judged('lvroot', acm, 'WA', 0);
  await judged('lvroot', oi, 'AC', 50);
  await judged('lvmember', acm, 'AC', 10);
  await judged('lvmember', oi, 'WA', 90);
  // What members do outside the group, and what non-members do in it, never counts.
  await judged('lvmember', site, 'AC', 100);
  await judged('lvapplying', acm, 'AC', 10);
});
afterAll(async () => {
  await kit.close();
});

/** HOJ's getGroupRank call: page, size, the route's gid (a string), type, the search box. */
const rank = (token: string | null, o: Record<string, string> = {}) =>
  kit.call(
    'GET',
    `/api/get-group-rank-list?${new URLSearchParams({
      currentPage: '1',
      limit: '30',
      gid: String(gid),
      type: '0',
      searchUser: '',
      ...o,
    })}`,
    token,
  ) as Promise<Answer>;
const names = (a: Answer) => a.body.data.records.map((r) => r.username);

describe('group rank', () => {
  it('is for members and the super admin only', async () => {
    expect(
      onlyAllowed(await kit.byLevel((t) => rank(t)), ['member', 'admin', 'root', 'super']),
    ).toEqual({});
    const missing = await rank(kit.tokens.super!, { gid: '999999' });
    expect(missing.body.status).toBe(404);
  });

  it('ranks ACM by accepted problems, then fewer submissions, in the group only', async () => {
    const answer = await rank(kit.tokens.member!);
    expect(answer.body.data).toMatchObject({ total: 4, size: 30 });
    expect(answer.body.data.records.map((r) => [r.username, r.ac, r.total, r.score])).toEqual([
      ['lvadmin', 2, 2, 60],
      ['lvroot', 2, 3, 60],
      ['lvmember', 1, 2, 100],
      ['owner', 0, 0, 0],
    ]);
    expect(answer.body.data.records[0]).toEqual({
      uid: kit.uids.lvadmin,
      username: 'lvadmin',
      nickname: '',
      avatar: '',
      titleName: '',
      titleColor: '',
      signature: '',
      ac: 2,
      total: 2,
      score: 60,
      rating: null,
    });
  });

  it('ranks OI by score, then accepted problems', async () => {
    expect(names(await rank(kit.tokens.member!, { type: '1' }))).toEqual([
      'lvmember',
      'lvadmin',
      'lvroot',
      'owner',
    ]);
  });

  it('searches members by name and pages 30 by default', async () => {
    expect(names(await rank(kit.tokens.admin!, { searchUser: 'LVR' }))).toEqual(['lvroot']);
    expect(names(await rank(kit.tokens.admin!, { searchUser: 'nobody' }))).toEqual([]);
    const second = await rank(kit.tokens.admin!, { limit: '2', currentPage: '2' });
    expect(second.body.data).toMatchObject({ total: 4, size: 2 });
    expect(names(second)).toEqual(['lvmember', 'owner']);
    const byDefault = await kit.call('GET', `/api/get-group-rank-list?gid=${gid}&type=0`, null);
    expect(byDefault.body.status).toBe(401);
    const plain = (await kit.call(
      'GET',
      `/api/get-group-rank-list?gid=${gid}&type=0`,
      kit.tokens.member!,
    )) as Answer;
    expect(plain.body.data.size).toBe(30);
  });

  it('refuses a rank type other than 0 and 1', async () => {
    for (const type of ['2', 'acm', ''])
      expect((await rank(kit.tokens.member!, { type })).body).toMatchObject({
        status: 400,
        msg: 'The rank type must be 0 (ACM) or 1 (OI)',
      });
  });
});
