import { io as connectClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@oj/events';

/** A client socket typed with the shared contract, as the web app has it. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
import { createTestDatabase } from '@oj/events/testing';
import { createProjectionRunner, projectionsFor } from '@oj/projections';
import { startHttp } from '../src/app.ts';
import { buildDeps } from '../src/bootstrap.ts';
import { issueCode, newShortCode } from '../src/accounts/email-codes.ts';

export interface ApiAnswer<T = unknown> {
  http: number;
  body: { status: number; msg: string; data: T };
  headers: Headers;
}

/**
 * A whole site for one test file: a fresh database, the projections running in-process and
 * the real app listening on a random port.
 */
export const startTestSite = async (
  o: {
    now?: () => number;
    webDist?: string;
    authRateLimit?: number;
    smtpUrl?: string;
    /** Links in mails point at the test site, as `npm start` points them at its own URL;
     * `null` starts a site that knows no address of its own. */
    defaultBaseUrl?: string | null;
    /** A database made beforehand (say, restored from a backup); dropped on close all the same. */
    db?: Awaited<ReturnType<typeof createTestDatabase>>;
  } = {},
) => {
  const db = o.db ?? (await createTestDatabase());
  const deps = await buildDeps({
    databaseUrl: db.url,
    sql: db.sql,
    webDist: o.webDist,
    ...(o.now ? { now: o.now } : {}),
    // Tests never mail the outside world: the outbox unless a loopback SMTP server is given.
    smtpUrl: o.smtpUrl,
  });
  deps.authRateLimit = o.authRateLimit ?? 10_000;
  const runner = createProjectionRunner({
    sql: db.sql,
    store: deps.store,
    projections: projectionsFor(deps.store.kind),
  });
  await runner.start();
  const server = await startHttp(deps, { port: 0, host: '127.0.0.1', databaseUrl: db.url });
  const url = `http://127.0.0.1:${server.port}`;
  deps.defaultBaseUrl = o.defaultBaseUrl === null ? undefined : (o.defaultBaseUrl ?? url);

  const call = async <T = unknown>(
    method: string,
    path: string,
    opts: {
      body?: unknown;
      rawBody?: string;
      token?: string | null;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = opts.token;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const res = await fetch(url + path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    return {
      http: res.status,
      body: JSON.parse(text) as ApiAnswer<T>['body'],
      headers: res.headers,
    };
  };

  /** Registers through the API with a sign-up code issued directly (no mail, no cooldown). */
  const register = async (
    username: string,
    password = 'secret123',
    email = `${username}@example.com`,
  ) => {
    const code = newShortCode();
    const key = email.trim().toLowerCase();
    await issueCode(db.sql, { purpose: 'register', key, code, ttlMs: 600_000 });
    return call('POST', '/api/register', { body: { username, password, email, code } });
  };

  const login = async (username: string, password = 'secret123') => {
    const r = await call<{ uid: string }>('POST', '/api/login', { body: { username, password } });
    if (r.body.status !== 200) throw new Error(`login failed: ${r.body.msg}`);
    return { token: r.headers.get('authorization')!, uid: r.body.data.uid };
  };

  return {
    url,
    db,
    deps,
    call,
    register,
    login,
    async close() {
      await server.close();
      await runner.stop();
      await deps.close();
      await db.drop();
    },
  };
};

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

/** A real socket.io client connected to a test site (websocket only, its own connection). */
export const connectSocket = (url: string, token: string | null) =>
  new Promise<ClientSocket>((resolve, reject) => {
    const s: ClientSocket = connectClient(url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
