import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './browser.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/**
 * The whole product as `npm start` runs it (embedded PostgreSQL, server, projections, judge,
 * demo data), in a temporary DATA_DIR on a free port; stopped with SIGINT like Ctrl-C. `env`
 * adds to or overrides the process environment.
 */
export const startSiteProcess = async (env: Record<string, string> = {}) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_PASSWORD: 'root-password',
      JUDGE_WORKERS: '2',
      LOG_LEVEL: 'warn',
      // A test's own settings (SMTP_URL of its loopback mail server, DATABASE_URL...).
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200 && !/site is up/.test(log); i++) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!/site is up/.test(log)) throw new Error(`npm start did not come up:\n${log}`);
  return {
    url,
    log: () => log,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A JSON call to the running site; returns the envelope. */
export const api = async <T = unknown>(
  url: string,
  method: string,
  p: string,
  body?: unknown,
  token?: string,
) => {
  const res = await fetch(url + p, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    body: (await res.json()) as { status: number; msg: string; data: T },
    headers: res.headers,
  };
};

/**
 * Registers through the API as a visitor would, reading the e-mailed code from the outbox
 * (the site runs without SMTP_URL) with the super admin's token.
 */
export const registerThroughOutbox = async (
  url: string,
  rootToken: string,
  user: { username: string; password: string; email: string },
) => {
  const asked = await api(
    url,
    'GET',
    `/api/get-register-code?email=${encodeURIComponent(user.email)}`,
  );
  if (asked.body.status !== 200) return asked;
  const outbox = await api<{ records: { text: string }[] }>(
    url,
    'GET',
    `/api/admin/mail-outbox?recipient=${encodeURIComponent(user.email)}`,
    undefined,
    rootToken,
  );
  const code = /^([A-Z0-9]{6})$/m.exec(outbox.body.data.records[0]?.text ?? '')?.[1] ?? '';
  return api(url, 'POST', '/api/register', { ...user, code });
};
