import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (bin: string, args: string[]) => {
  const r = spawnSync(path.join(root, 'node_modules/.bin', bin), args, {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}`.slice(-4000) };
};

// Hang detectors, not speed checks: ESLint's type-checked rules take 2.5 min on an idle 2-core
// machine and over 5 min beside the rest of the suite on a busy one.
it('type-checks every package (tsc -b, strict)', () => {
  const r = run('tsc', ['-b']);
  expect(r.out).toBe('');
  expect(r.code).toBe(0);
}, 900_000);

it('passes ESLint (type-checked rules, hooks, package boundaries)', () => {
  const r = run('eslint', ['.']);
  expect(r.out).toBe('');
  expect(r.code).toBe(0);
}, 900_000);

it('is formatted with Prettier', () => {
  const r = run('prettier', ['--check', '.', '--log-level', 'warn']);
  expect(r.out).toBe('');
  expect(r.code).toBe(0);
}, 900_000);
