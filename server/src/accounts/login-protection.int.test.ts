import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../bootstrap.ts';
import { createTestDatabase } from '@oj/events/testing';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';
import { delayAfter } from '../infra/attempt-guard.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ authRateLimit: 20 });
  await site.register('victim');
});
afterAll(() => site.close());

const loginFrom = (ip: string, username: string, password: string) =>
  site.call('POST', '/api/login', {
    body: { username, password },
    headers: { 'X-Forwarded-For': ip },
  });

/** A puzzle solved the way a person would: the piece dropped where the hole is. */
const solvedSlide = async () => {
  const puzzle = await site.call<{ slideId: string }>('GET', '/api/get-login-slide');
  const [row] = await site.db.sql<{ answer_x: number }[]>`
    SELECT answer_x FROM app.slide_checks WHERE id = ${puzzle.body.data.slideId}`;
  return { slideId: puzzle.body.data.slideId, slideX: row!.answer_x };
};

describe('failed logins', () => {
  it('grow a delay per username and IP instead of locking the account', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await loginFrom('10.0.0.1', 'victim', 'wrong-pass'));
    expect(answers.map((a) => a.body.status)).toEqual([400, 400, 400, 400, 400]);
    const sixth = await loginFrom('10.0.0.1', 'victim', 'secret123');
    expect(sixth.body).toMatchObject({
      status: 429,
      msg: 'Too many failed logins, please try again in 1 second',
    });
    // The owner, elsewhere, is not locked out: five failures in a row ask for the slide check,
    // which a person passes.
    const owner = await loginFrom('10.0.0.2', 'victim', 'secret123');
    expect(owner.body).toMatchObject({ status: 400, data: { slideRequired: true } });
    const slide = await solvedSlide();
    const retry = await site.call('POST', '/api/login', {
      body: { username: 'victim', password: 'secret123', ...slide },
      headers: { 'X-Forwarded-For': '10.0.0.2' },
    });
    expect(retry.body.status).toBe(200);
    // After the short wait the right password works from the first IP too.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await loginFrom('10.0.0.1', 'victim', 'secret123')).body.status).toBe(200);
  });

  it('doubles the wait with each further failure, up to five minutes', () => {
    expect([1, 4, 5, 6, 7, 12].map(delayAfter)).toEqual([0, 0, 1000, 2000, 4000, 128_000]);
    expect(delayAfter(30)).toBe(300_000);
  });

  it('take as long for an unknown user as for a wrong password', async () => {
    const time = async (username: string, ip: string) => {
      const start = performance.now();
      await loginFrom(ip, username, 'wrong-pass');
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time('victim', `10.1.0.${i}`));
      unknown.push(await time(`ghost${i}`, `10.2.0.${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy hash an unknown name answers some 20 times faster than a known one.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('check-username-or-email', () => {
  it('is rate limited per IP (three times the login limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const r = await site.call('POST', '/api/check-username-or-email', {
        body: { username: `u${i}` },
        headers: { 'X-Forwarded-For': '10.9.9.9' },
      });
      statuses.push(r.http);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('start-up checks', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes', async () => {
    const db = await createTestDatabase();
    const previous = process.env.JWT_SECRET;
    process.env.JWT_SECRET = 'too-short-secret';
    try {
      await expect(buildDeps({ databaseUrl: db.url, sql: db.sql })).rejects.toThrow(
        /JWT_SECRET must be at least 32 bytes/,
      );
      process.env.JWT_SECRET = 'x'.repeat(32);
      const deps = await buildDeps({ databaseUrl: db.url, sql: db.sql });
      await deps.close();
    } finally {
      if (previous === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = previous;
      await db.drop();
    }
  });

  it('refuses TRUST_PROXY=true and ignores X-Forwarded-For when it is false', async () => {
    const previous = process.env.TRUST_PROXY;
    const db = await createTestDatabase();
    try {
      process.env.TRUST_PROXY = 'true';
      await expect(buildDeps({ databaseUrl: db.url, sql: db.sql })).rejects.toThrow(/TRUST_PROXY/);
      // Trusting no proxy: every forged X-Forwarded-For is the same client, 127.0.0.1.
      process.env.TRUST_PROXY = 'false';
      const direct = await startTestSite();
      try {
        const statuses = [];
        for (let i = 0; i < 6; i++) {
          const r = await direct.call('POST', '/api/login', {
            body: { username: 'root', password: 'wrong-pass' },
            headers: { 'X-Forwarded-For': `10.3.0.${i}` },
          });
          statuses.push(r.body.status);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      } finally {
        await direct.close();
      }
    } finally {
      if (previous === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previous;
      await db.drop();
    }
  });
});
