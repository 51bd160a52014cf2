// `npm test`: bootstrap (packages, web build), then the whole vitest suite; ends with one
// plain line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.OJ_BOOTSTRAP_MODE = 'test';
await import('./bootstrap.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-vitest-'));
const report = path.join(tmp, 'report.json');
// Written by the global teardown when a test left a process running (vitest.global-setup.ts).
const leftoverReport = path.join(tmp, 'leftover-processes.txt');
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const r = spawnSync(path.join(root, 'node_modules/.bin/vitest'), args.slice(1), {
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    OJ_LEFTOVER_REPORT: leftoverReport,
  },
});
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const j = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = j.numPassedTests;
  // Failed tests, plus files that failed before running any test (import or setup errors).
  const brokenFiles = (j.testResults ?? []).filter(
    (t) => t.status === 'failed' && !(t.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  failed = j.numFailedTests + brokenFiles.length;
  skipped = (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
} catch {
  failed = Math.max(failed, 1);
}
// Processes left running count as one failure: the run did not clean up after itself.
if (fs.existsSync(leftoverReport)) {
  console.error(`\n${fs.readFileSync(leftoverReport, 'utf8')}`);
  failed += 1;
}
if (r.status !== 0 && failed === 0) failed = 1;
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
