import { problemDto, startProblemSite } from './problem-kit.ts';
import type { TestSite } from './test-site.ts';

/**
 * A contest created by a contest admin (HOJ's admin form) with `pids` added from the public
 * problem set as A, B, C... (or `displayIds`): what every contest test starts from. Throws with
 * the server's message when the server refuses. Answers the contest id.
 */
export const contestWithProblems = async (
  site: Pick<TestSite, 'call'>,
  token: string,
  fields: Record<string, unknown>,
  pids: readonly number[],
  displayIds: readonly string[] = pids.map((_, i) => String.fromCharCode(65 + i)),
): Promise<number> => {
  const created = await site.call<{ id: number }>('POST', '/api/admin/contest', {
    token,
    body: { title: 'Contest', description: 'A contest.', type: 0, auth: 0, ...fields },
  });
  if (created.body.status !== 200) throw new Error(`create contest: ${created.body.msg}`);
  const cid = created.body.data.id;
  for (const [i, pid] of pids.entries()) {
    const added = await site.call('POST', '/api/admin/contest/add-problem-from-public', {
      token,
      body: { cid, pid, displayId: displayIds[i] },
    });
    if (added.body.status !== 200) throw new Error(`add problem ${pid}: ${added.body.msg}`);
  }
  return cid;
};

/** An ISO time `hours` from now (negative: before). */
export const hoursFromNow = (hours: number): string =>
  new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A problem site with problems `problemIds` in one contest that started two hours ago and ends
 * in two: where a test of a running contest's tools starts. Answers the kit, the contest id and
 * the problems' pids in order.
 */
export const startRunningContest = async (problemIds: readonly string[]) => {
  const kit = await startProblemSite();
  for (const p of problemIds) {
    const added = await kit.site.call('POST', '/api/admin/problem', {
      token: kit.rootToken,
      body: problemDto({ problemId: p, title: p }),
    });
    if (added.body.status !== 200) throw new Error(`create problem ${p}: ${added.body.msg}`);
  }
  const pids: number[] = [];
  for (const p of problemIds) pids.push(await kit.pidOf(p));
  const times = { startTime: hoursFromNow(-2), endTime: hoursFromNow(2) };
  const cid = await contestWithProblems(kit.site, kit.rootToken, times, pids);
  return { kit, cid, pids };
};
