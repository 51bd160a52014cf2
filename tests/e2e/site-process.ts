import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { descendantsOf, killProcesses, listProcesses, untilEmpty } from '../process-tree.ts';
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
  const stop = () => stopSite(child, dataDir);
  // A first start may build the web app and dist/ and initialise PostgreSQL: minutes when
  // the machine is busy.
  const end = Date.now() + 480_000;
  while (!/site is up/.test(log)) {
    const why = child.exitCode !== null ? 'exited' : Date.now() > end ? 'did not come up' : null;
    if (why) {
      await stop();
      throw new Error(`npm start ${why}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // What `npm start` told the user to open: also the origin of links in its mails.
  const printedUrl = /site is up at (\S+)/.exec(log)?.[1] ?? '';
  return { url: `http://127.0.0.1:${port}`, printedUrl, dataDir, port, log: () => log, stop };
};

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
};

/**
 * Ctrl-C to `npm start` (SIGINT to its group), which stops its children and exits. Its
 * children run in process groups of their own and are adopted by init once it exits, so they
 * are listed first: whatever of them is still running after a generous wait is killed.
 */
const stopSite = async (child: ChildProcess, dataDir: string) => {
  const pid = child.pid!;
  const tree = new Set([pid, ...descendantsOf(pid).map((p) => p.pid)]);
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    signalGroup(pid, 'SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 60_000))]);
  }
  const running = () => listProcesses().filter((p) => tree.has(p.pid));
  const left = await untilEmpty(running, 30_000);
  signalGroup(pid, 'SIGKILL');
  killProcesses(left);
  await untilEmpty(running, 30_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
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
