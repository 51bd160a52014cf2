import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql } from '@oj/events';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

let s: JudgingSite;
let pid: number;

beforeAll(async () => {
  s = await startJudgingSite({ workers: 1 });
  const sw = await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 30 },
    token: s.rootToken,
  });
  expect(sw.body.status).toBe(200);
  pid = await s.createProblem({ problemId: 'TH1' });
}, 120_000);
afterAll(() => s?.close());

describe('the per-user submit interval', () => {
  it('lets exactly one of ten parallel submissions through', async () => {
    const token = await s.user('racer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => s.submit(token, pid, 'C', aplusb.C)),
    );
    const statuses = answers.map((a) => a.body.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(429)]);
    expect(answers.find((a) => a.body.status === 429)?.body.msg).toMatch(
      /^Submitting too fast, please wait (29|30) seconds$/,
    );
  });

  it('holds across server processes sharing the database (two pools)', async () => {
    const token = await s.user('twoproc');
    // A second connection pool stands in for a second server process.
    const other = createSql(s.site.db.url, { max: 5 });
    try {
      const { takeThrottle } = await import('@oj/server/testing');
      const [first, second] = await Promise.all([
        takeThrottle(s.site.db.sql, 'submit', 'shared-user', 30_000),
        takeThrottle(other, 'submit', 'shared-user', 30_000),
      ]);
      expect([first, second].filter((w) => w === 0)).toHaveLength(1);
    } finally {
      await other.end();
    }
    expect((await s.submit(token, pid, 'C', aplusb.C)).body.status).toBe(200);
  });

  it('throttles the test judge the same way, separately from real submissions', async () => {
    const token = await s.user('tester');
    const test = () =>
      s.site.call('POST', '/api/submit-problem-test-judge', {
        body: { pid, language: 'C', code: aplusb.C, userInput: '1 2' },
        token,
      });
    const answers = await Promise.all(Array.from({ length: 6 }, test));
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(1);
    expect((await s.submit(token, pid, 'C', aplusb.C)).body.status).toBe(200);
  });

  it('does not limit the super admin', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => s.submit(s.rootToken, pid, 'C', aplusb.C)),
    );
    expect(answers.map((a) => a.body.status)).toEqual([200, 200, 200]);
  });
});
