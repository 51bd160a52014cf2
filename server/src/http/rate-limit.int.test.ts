import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ authRateLimit: 5 });
});
afterAll(() => site.close());

it('limits login attempts per IP with a 429 envelope', async () => {
  const answers = [];
  for (let i = 0; i < 7; i++)
    answers.push(
      await site.call('POST', '/api/login', {
        body: { username: 'x', password: 'wrong-password' },
      }),
    );
  expect(answers.slice(0, 5).every((a) => a.http === 400)).toBe(true);
  expect(answers[6]!.http).toBe(429);
  expect(answers[6]!.body).toMatchObject({
    status: 429,
    msg: 'Speed too fast, may be machine operation! Please try again later',
  });
  // Other endpoints are not limited.
  expect((await site.call('GET', '/api/get-website-config')).http).toBe(200);
});
