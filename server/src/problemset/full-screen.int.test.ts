import { afterAll, beforeAll, expect, it } from 'vitest';
import { hoursFromNow, judgedSubmission } from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/** The focus mode's problem strip of a contest (a training's is in the trainings' tests). */
let kit: Awaited<ReturnType<typeof startProblemSite>>;

beforeAll(async () => {
  kit = await startProblemSite();
});
afterAll(() => kit.close());

const at = hoursFromNow;

it("lists a contest's problems with the viewer's own status, for those who may enter it", async () => {
  const token = await kit.userWithRole('alice', 'user');
  const alice = await kit.site.login('alice');
  for (const problemId of ['P1', 'P2'])
    await kit.site.call('POST', '/api/admin/problem', {
      token: kit.rootToken,
      body: problemDto({ problemId }),
    });
  const contest = await kit.site.call<{ id: number }>('POST', '/api/admin/contest', {
    token: kit.rootToken,
    body: { title: 'C', description: 'd', type: 0, auth: 0, startTime: at(-1), endTime: at(2) },
  });
  const cid = contest.body.data.id;
  for (const [problemId, displayId] of [
    ['P1', 'A'],
    ['P2', 'B'],
  ] as const)
    await kit.site.call('POST', '/api/admin/contest/add-problem-from-public', {
      token: kit.rootToken,
      body: { cid, pid: await kit.pidOf(problemId), displayId },
    });
  await judgedSubmission(kit.site, {
    uid: alice.uid,
    username: 'alice',
    pid: await kit.pidOf('P2'),
    status: 'WA',
    cid,
  });
  const strip = await kit.site.call<{ pid: number; problemId: string; status: number | null }[]>(
    'GET',
    `/api/get-full-screen-problem-list?cid=${cid}`,
    { token },
  );
  expect(strip.body.data.map((p) => [p.problemId, p.status])).toEqual([
    ['A', null],
    ['B', -1],
  ]);
  expect(
    (await kit.site.call('GET', '/api/get-full-screen-problem-list', { token })).body,
  ).toMatchObject({ status: 400, msg: 'tid or cid is required' });
  expect(
    (await kit.site.call('GET', `/api/get-full-screen-problem-list?cid=${cid}`, { token: null }))
      .http,
  ).toBe(401);
});
