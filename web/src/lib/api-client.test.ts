import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  onApiError,
  requestRaw,
  setApiOrigin,
  type ApiErrorEvent,
} from './api-client';
import { readToken } from './token-store';

/** Node has no localStorage; this is the same Storage interface over a Map. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Reply = (res: ServerResponse) => void;

/** A real HTTP server on loopback: it records each request and answers with the next reply. */
let server: Server;
let base = '';
const seen: Seen[] = [];
let replies: Reply[] = [];

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Reply =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
const ok = (data: unknown = null, headers: Record<string, string> = {}) =>
  json({ status: 200, msg: 'success', data }, 200, headers);
/** Never answers: the client's timeout or abort has to end the call. */
const hang: Reply = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      (replies.shift() ?? ok())(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  setApiOrigin(base);
  seen.length = 0;
  replies = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiOrigin('');
});

describe('api client', () => {
  it('prefixes /api, sends JSON and unwraps the envelope data', async () => {
    replies = [ok({ ok: 1 })];
    await expect(api.post('/register', { username: 'a' })).resolves.toEqual({ ok: 1 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/register',
      body: '{"username":"a"}',
    });
    expect(seen[0]?.headers['content-type']).toContain('application/json');
  });

  it('adds query parameters, skipping empty ones', async () => {
    await api.get('/get-register-code', { params: { email: 'a@b.c', page: undefined } });
    expect(seen[0]?.url).toBe('/api/get-register-code?email=a%40b.c');
  });

  it('sends the raw token and the Url-Type header, but no token to login', async () => {
    localStorage.setItem('token', 'jwt-1');
    await api.get('/get-user-auth-info');
    await api.get('/admin/user');
    await api.post('/login', { username: 'a', password: 'b' });
    expect(seen[0]?.headers.authorization).toBe('jwt-1');
    expect(seen[0]?.headers['url-type']).toBe('general');
    expect(seen[1]?.headers['url-type']).toBe('admin');
    expect(seen[2]?.headers.authorization).toBeUndefined();
  });

  it('throws ApiError with the envelope status and msg', async () => {
    replies = [json({ status: 400, msg: 'The username or password is wrong', data: null }, 400)];
    const error = await api.post('/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      msg: 'The username or password is wrong',
      kind: 'http',
    });
  });

  it('reports a non-JSON answer as a bare HTTP error', async () => {
    replies = [
      (res) => {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end('<html>Bad gateway</html>');
      },
    ];
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, msg: '' });
  });

  it('stores a refreshed token sent with Refresh-Token: true', async () => {
    localStorage.setItem('token', 'old');
    replies = [ok(null, { 'Refresh-Token': 'true', Authorization: 'new' })];
    await api.get('/anything');
    expect(readToken()).toBe('new');
  });

  it('returns the answer headers to callers that need them (the login token)', async () => {
    replies = [ok({ uid: '1' }, { Authorization: 't' })];
    const { data, headers } = await requestRaw('POST', '/login', { body: {} });
    expect(data).toEqual({ uid: '1' });
    expect(headers.get('Authorization')).toBe('t');
  });

  it('turns a network failure and a timeout into ApiErrors', async () => {
    // A port nothing listens on: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    setApiOrigin(`http://127.0.0.1:${deadPort}`);
    await expect(api.get('/a')).rejects.toMatchObject({ kind: 'network', status: 0 });

    setApiOrigin(base);
    replies = [hang];
    await expect(api.get('/slow', { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      msg: 'Request timed out, please try again later',
    });
  });

  it('tells error listeners about failures, with the silent flag and the admin flag', async () => {
    const events: ApiErrorEvent[] = [];
    const stop = onApiError((event) => events.push(event));
    const unauthorized = json({ status: 401, msg: 'Please login first', data: null }, 401);
    replies = [unauthorized, unauthorized];
    await api.get('/admin/user', { silent: true }).catch(() => undefined);
    stop();
    await api.get('/other').catch(() => undefined);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ path: '/api/admin/user', admin: true, silent: true });
    expect(events[0]?.error.status).toBe(401);
  });
});

describe('api client cancellation', () => {
  it('rethrows a caller abort as is and does not report it', async () => {
    const events: ApiErrorEvent[] = [];
    const stop = onApiError((event) => events.push(event));
    replies = [hang];
    const controller = new AbortController();
    const pending = api.get('/slow', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    stop();
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(events).toEqual([]);
  });
});
