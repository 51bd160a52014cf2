import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onApiError, requestRaw, type ApiErrorEvent } from './api-client';
import { readToken } from './token-store';

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

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('prefixes /api, sends JSON and unwraps the envelope data', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, msg: 'success', data: { ok: 1 } }));
    await expect(api.post('/register', { username: 'a' })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/register');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"username":"a"}');
    expect(sentHeaders().get('Content-Type')).toContain('application/json');
  });

  it('adds query parameters, skipping empty ones', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, msg: 'success', data: null }));
    await api.get('/get-register-code', { params: { email: 'a@b.c', page: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get-register-code?email=a%40b.c');
  });

  it('sends the raw token and the Url-Type header, but no token to login', async () => {
    localStorage.setItem('token', 'jwt-1');
    fetchMock.mockImplementation(async () => answer({ status: 200, msg: 'success', data: null }));
    await api.get('/get-user-auth-info');
    await api.get('/admin/user');
    await api.post('/login', { username: 'a', password: 'b' });
    expect(sentHeaders(0).get('Authorization')).toBe('jwt-1');
    expect(sentHeaders(0).get('Url-Type')).toBe('general');
    expect(sentHeaders(1).get('Url-Type')).toBe('admin');
    expect(sentHeaders(2).get('Authorization')).toBeNull();
  });

  it('throws ApiError with the envelope status and msg', async () => {
    fetchMock.mockResolvedValue(
      answer(
        { status: 400, msg: 'The username or password is wrong', data: null },
        { status: 400 },
      ),
    );
    const error = await api.post('/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      msg: 'The username or password is wrong',
      kind: 'http',
    });
  });

  it('reports a non-JSON answer as a bare HTTP error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, msg: '' });
  });

  it('stores a refreshed token sent with Refresh-Token: true', async () => {
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(
      answer(
        { status: 200, msg: 'success', data: null },
        { headers: { 'Refresh-Token': 'true', Authorization: 'new' } },
      ),
    );
    await api.get('/anything');
    expect(readToken()).toBe('new');
  });

  it('returns the answer headers to callers that need them (the login token)', async () => {
    fetchMock.mockResolvedValue(
      answer(
        { status: 200, msg: 'success', data: { uid: '1' } },
        { headers: { Authorization: 't' } },
      ),
    );
    const { data, headers } = await requestRaw('POST', '/login', { body: {} });
    expect(data).toEqual({ uid: '1' });
    expect(headers.get('Authorization')).toBe('t');
  });

  it('turns a network failure and a timeout into ApiErrors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/a')).rejects.toMatchObject({ kind: 'network', status: 0 });

    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    await expect(api.get('/slow', { timeoutMs: 10 })).rejects.toMatchObject({
      kind: 'timeout',
      msg: 'Request timed out, please try again later',
    });
  });

  it('tells error listeners about failures, with the silent flag and the admin flag', async () => {
    const events: ApiErrorEvent[] = [];
    const stop = onApiError((event) => events.push(event));
    fetchMock.mockResolvedValue(
      answer({ status: 401, msg: 'Please login first', data: null }, { status: 401 }),
    );
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
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const pending = api.get('/slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    stop();
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(events).toEqual([]);
  });
});
