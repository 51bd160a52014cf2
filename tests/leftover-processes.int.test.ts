import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { killProcesses, listProcesses } from './process-tree.ts';

// The suite's global setup (vitest.global-setup.ts) around a fixture test, in a vitest run of
// its own: what `npx vitest run` and `npm test` see at the end of a run.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-leftover-test-'));
// A sleep length no other process uses, to find the fixture's processes by command line.
const tag = `600.${process.pid}${Date.now() % 100_000}`;
const sleeps = () => listProcesses().filter((p) => p.command.startsWith(`sleep ${tag}`));

afterAll(() => {
  killProcesses(sleeps());
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Runs the fixture; resolves with vitest's exit code, its output and the leftover report. */
const runFixture = async (mode: 'clean' | 'leave' | 'fail') => {
  const report = path.join(tmp, `report-${mode}.txt`);
  const child = spawn(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--config', 'tests/fixtures/leftover-processes.vitest.config.ts'],
    {
      cwd: root,
      env: { ...process.env, LEFTOVER_TAG: tag, FIXTURE_MODE: mode, OJ_LEFTOVER_REPORT: report },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output, report: fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : null };
};

it('passes a run whose tests stop every process they start', async () => {
  const r = await runFixture('clean');
  expect(r.code, r.output).toBe(0);
  expect(r.report).toBeNull();
});

it('exits with 1 when a test fails, though the embedded database hooks the exit', async () => {
  const r = await runFixture('fail');
  expect(r.code, r.output).toBe(1);
  expect(r.report).toBeNull();
});

it('fails a run that leaves processes running, names them and kills them', async () => {
  const r = await runFixture('leave');
  expect(r.code, r.output).toBe(1);
  expect(r.output).toMatch(/2 process\(es\) started by the tests were still running/);
  // The child of the test worker, and the orphan init adopted: found by the run's mark.
  expect(r.report).toContain(`sleep ${tag}1`);
  expect(r.report).toContain(`sleep ${tag}2`);
  expect(sleeps()).toEqual([]);
});
