import { afterAll, beforeAll, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { createTraining } from './create-training.ts';

/** The seed's way in: a category, a training and its problems through the deciders. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;

beforeAll(async () => {
  kit = await startProblemSite();
});
afterAll(() => kit.close());

it('creates a category, a private training and its problems that the pages then show', async () => {
  await kit.site.call('POST', '/api/admin/problem', {
    token: kit.rootToken,
    body: problemDto({ problemId: 'P1' }),
  });
  const pid = await kit.pidOf('P1');
  const by = { uid: 'system', username: 'system' };
  const fields = { description: 'd', privatePwd: null, rank: 1000, status: true } as const;
  const open = await createTraining(kit.site.deps, {
    fields: { ...fields, title: 'Open', auth: 'Public' },
    category: { name: 'Basics', color: '#409EFF' },
    problems: [{ pid, displayId: 'P1', rank: 0 }],
    by,
  });
  const closed = await createTraining(kit.site.deps, {
    fields: { ...fields, title: 'Closed', auth: 'Private', privatePwd: 'demo' },
    category: { id: open.categoryId },
    problems: [{ pid, displayId: 'A', rank: 0 }],
    by,
  });
  await kit.site.deps.projections.waitFor(closed.position);
  const list = await kit.site.call<{
    records: {
      id: number;
      title: string;
      auth: string;
      categoryName: string;
      problemCount: number;
    }[];
  }>('GET', '/api/get-training-list', { token: null });
  expect(
    list.body.data.records.map((t) => [t.title, t.auth, t.categoryName, t.problemCount]),
  ).toEqual([
    ['Open', 'Public', 'Basics', 1],
    ['Closed', 'Private', 'Basics', 1],
  ]);
  const joined = await kit.site.call('POST', '/api/register-training', {
    token: kit.rootToken,
    body: { tid: closed.tid, password: 'demo' },
  });
  expect(joined.body.status, joined.body.msg).toBe(200);
});
