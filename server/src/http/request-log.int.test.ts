import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSql } from '@oj/events';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';
import { createApp } from '../app.ts';
import type { Deps } from '../deps.ts';
import { slowRequestMsFromEnv } from './middleware.ts';

interface Line {
  level: number;
  msg: string;
  path?: string;
  status?: number;
}
const levels = { debug: 20, info: 30, warn: 40, error: 50 };

// The real app with a real pino logger at `debug` writing into `lines`, so a test sees both
// what an operator at the default `info` level would see and what only `debug` shows.
const lines: Line[] = [];
const logger = pino(
  { level: 'debug' },
  { write: (s: string) => lines.push(JSON.parse(s) as Line) },
);
let site: TestSite;
const servers: Server[] = [];

const listen = async (over: Partial<Deps>) => {
  const server = createServer(createApp({ ...site.deps, logger, ...over }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/** The line of one request: written on `finish`, which may come just after the client has it. */
const lineOf = async (path: string) => {
  for (let i = 0; i < 200; i++) {
    const found = lines.filter((l) => l.path === path && l.status !== undefined);
    if (found.length > 0) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no request line for ${path}: ${JSON.stringify(lines)}`);
};

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  for (const server of servers) await new Promise((r) => server.close(r));
  await site.close();
});

it('logs an ordinary request only at debug, so the default info level stays quiet', async () => {
  const url = await listen({ slowRequestMs: 60_000 });
  const res = await fetch(`${url}/api/get-website-config`);
  expect(res.status).toBe(200);
  const found = await lineOf('/api/get-website-config');
  expect(found).toEqual([expect.objectContaining({ level: levels.debug, status: 200 })]);
  expect(slowRequestMsFromEnv({})).toBe(1000);
  expect(slowRequestMsFromEnv({ SLOW_REQUEST_MS: '250' })).toBe(250);
});

it('logs a request slower than SLOW_REQUEST_MS at warn', async () => {
  const url = await listen({ slowRequestMs: 0 });
  const res = await fetch(`${url}/api/get-website-rank-list-is-missing`);
  expect(res.status).toBe(404);
  const found = await lineOf('/api/get-website-rank-list-is-missing');
  expect(found).toEqual([
    expect.objectContaining({ level: levels.warn, msg: 'slow request', status: 404 }),
  ]);
});

it('logs a request answered with a 5xx at error', async () => {
  // A database pool that is already closed: every query fails, as when PostgreSQL goes away.
  const closed = createSql(site.db.url, { max: 1 });
  await closed.end();
  const url = await listen({ sql: closed, slowRequestMs: 60_000 });
  const res = await fetch(`${url}/api/home-carousel`);
  // The database is away: the site says so (503) rather than failing (500).
  expect(res.status).toBe(503);
  const found = await lineOf('/api/home-carousel');
  expect(found).toContainEqual(
    expect.objectContaining({ level: levels.error, msg: 'request failed', status: 503 }),
  );
  expect(found.every((l) => l.level >= levels.error)).toBe(true);
});
