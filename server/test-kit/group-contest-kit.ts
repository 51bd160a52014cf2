import { expect } from 'vitest';
import { startGroupSite } from './group-kit.ts';
import { problemDto } from './problem-kit.ts';
import { judgeRunningC } from './judge-running-c.ts';

const HOUR = 3_600_000;

/**
 * The group site of `startGroupSite` made ready for group contests: a judge that runs C, the
 * submit interval off, a public problem `P1` and the group's own problem typed `1` (stored
 * `<shortName>1`, made through the group problem form), plus a helper that creates contests as
 * HOJ's group contest form sends them.
 */
export const startGroupContestSite = async (o: { shortName?: string } = {}) => {
  const kit = await startGroupSite(o);
  const { gid, tokens } = kit;
  await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { defaultSubmitInterval: 0 });
  await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'P1' }));
  const publicPid = Number(await kit.pidOf('P1'));
  await kit.ok(
    'POST',
    '/api/group/problem',
    tokens.owner!,
    problemDto({ problemId: '1', title: 'Group sum', gid: String(gid) }),
  );
  const groupProblemId = `${kit.shortName}1`;
  const groupPid = Number(await kit.pidOf(groupProblemId));
  await judgeRunningC(kit.site, 'group-contest-test');

  let seq = 0;
  /**
   * HOJ's group contest form (AdminContestVO) as its client sends it: dates as ISO strings,
   * nulls for what it does not set, `sealRank` a boolean, the group as a string. Running from
   * an hour ago for three hours unless told otherwise.
   */
  const contestForm = (over: Record<string, unknown> = {}) => {
    const now = Date.now();
    return {
      id: null,
      uid: null,
      author: null,
      title: `Class contest ${++seq}`,
      type: 0,
      description: 'Solve **everything**',
      source: 0,
      auth: 0,
      pwd: null,
      startTime: new Date(now - HOUR).toISOString(),
      endTime: new Date(now + 2 * HOUR).toISOString(),
      duration: null,
      sealRank: false,
      sealRankTime: null,
      autoRealRank: true,
      status: null,
      visible: true,
      openPrint: false,
      openAccountLimit: false,
      accountLimitRule: null,
      rankShowName: 'username',
      starAccount: [],
      openRank: true,
      oiRankScoreType: 'Recent',
      gid: String(gid),
      awardType: 0,
      awardConfigList: [],
      allowEndSubmit: false,
      gmtCreate: null,
      gmtModified: null,
      ...over,
    };
  };
  /** Creates a group contest as `by` (a level of the kit, or `owner`); answers its cid. */
  const newContest = async (by = 'owner', over: Record<string, unknown> = {}) => {
    const form = contestForm(over);
    await kit.ok('POST', '/api/group/contest', tokens[by]!, form);
    const [row] = await kit.site.db.sql<{ id: number }[]>`
      SELECT id FROM read.contests WHERE title = ${form.title} ORDER BY id DESC LIMIT 1`;
    expect(row, `contest ${form.title}`).toBeDefined();
    return Number(row!.id);
  };
  /** Adds the public problem as `A` (as the super admin, who administers every contest). */
  const addPublic = (cid: number, displayId = 'A') =>
    kit.ok('POST', '/api/group/add-contest-problem-from-public', kit.rootToken, {
      pid: publicPid,
      cid: String(cid),
      displayId,
    });

  return {
    ...kit,
    publicPid,
    groupPid,
    groupProblemId,
    contestForm,
    newContest,
    addPublic,
  };
};
