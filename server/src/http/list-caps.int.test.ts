import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

/**
 * Every list a request carries has a cap, answered with a 400 that names it before any of the
 * list is used: a 60k-id list once held the server for a second.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
let aliceToken: string;
let cid: number;

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const ids = (n: number) => Array.from({ length: n }, (_v, i) => i + 1);
const call = (method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<unknown>(method, path, { token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  kit = await startProblemSite();
  aliceToken = await kit.userWithRole('alice', 'user');
  const r = await kit.site.call<{ id: number }>('POST', '/api/admin/contest', {
    token: kit.rootToken,
    body: { title: 'Caps', description: 'd', type: 0, auth: 0, startTime: at(-1), endTime: at(2) },
  });
  expect(r.body.status, r.body.msg).toBe(200);
  cid = r.body.data.id;
});
afterAll(() => kit.close());

describe('lists in requests', () => {
  it('reads up to 500 read announcement ids and refuses 60k with the cap', async () => {
    const unread = (list: number[]) =>
      call('POST', '/api/get-contest-not-read-announcement', aliceToken, {
        cid,
        readAnnouncementList: list,
      });
    expect((await unread(ids(500))).body).toMatchObject({ status: 200, data: [] });
    const refused = await unread(ids(60_000));
    expect(refused.http).toBe(400);
    expect(refused.body).toEqual({
      status: 400,
      msg: 'readAnnouncementList can hold at most 500 ids',
      data: null,
    });
  });

  it('filters the problem set by up to 50 tags, comma-joined or repeated', async () => {
    const list = (query: string) => call('GET', `/api/get-problem-list?${query}`, null);
    expect((await list(`tagId=${ids(50).join(',')}`)).body.status).toBe(200);
    const message = 'At most 50 tags can be chosen';
    for (const query of [
      `tagId=${ids(51).join(',')}`,
      ids(51)
        .map((i) => `tagId=${i}`)
        .join('&'),
    ]) {
      const r = await list(query);
      expect(r.http).toBe(400);
      expect(r.body).toMatchObject({ status: 400, msg: message });
    }
  });

  it('caps the star users and award levels of a contest form', async () => {
    const form = (over: Record<string, unknown>) =>
      call('POST', '/api/admin/contest', kit.rootToken, {
        title: 'Big form',
        description: 'd',
        type: 0,
        auth: 0,
        startTime: at(1),
        endTime: at(3),
        ...over,
      });
    expect((await form({ starAccount: ids(1001).map((i) => `star${i}`) })).body).toMatchObject({
      status: 400,
      msg: 'At most 1000 star users are allowed',
    });
    expect(
      (await form({ awardType: 1, awardConfigList: ids(51).map((i) => ({ name: `L${i}` })) })).body,
    ).toMatchObject({ status: 400, msg: 'At most 50 award levels are allowed' });
  });

  it('caps the examples of a problem', async () => {
    const examples = ids(1001).map((i) => ({ input: `${i}`, output: `${i}` }));
    const r = await call(
      'POST',
      '/api/admin/problem',
      kit.rootToken,
      problemDto({ problemId: 'EX1', examples }),
    );
    expect(r.body).toMatchObject({ status: 400, msg: 'At most 1000 examples are allowed' });
  });
});
