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
