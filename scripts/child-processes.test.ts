import { expect, it } from 'vitest';
import { startChildProcesses } from './child-processes.ts';

/** A real node process that exits with code 3 after `ms`. */
const crashAfter = (ms: number) => ({
  name: 'crasher',
  command: process.execPath,
  args: ['-e', `setTimeout(() => process.exit(3), ${ms})`],
});

const until = async (cond: () => boolean, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

it('keeps restarting a child that crashes after a healthy uptime, well past 5 restarts', async () => {
  const lines: string[] = [];
  const gaveUp: string[] = [];
  const children = startChildProcesses({
    specs: [crashAfter(300)],
    env: process.env,
    cwd: process.cwd(),
    policy: { maxRestarts: 5, healthyUptimeMs: 200, backoffMs: 10 },
    log: (l) => lines.push(l),
    onGiveUp: (name) => gaveUp.push(name),
  });
  try {
    await until(() => children.exits('crasher') >= 8);
  } finally {
    await children.stop();
  }
  expect(gaveUp).toEqual([]);
  expect(lines.length).toBeGreaterThanOrEqual(8);
  expect(lines.every((l) => /^crasher exited \(code 3\) after .*; restart 1 of 5/.test(l))).toBe(
    true,
  );
});

it('gives up on a child that keeps crashing before the healthy uptime, after 5 restarts', async () => {
  const lines: string[] = [];
  const gaveUp: string[] = [];
  const children = startChildProcesses({
    specs: [crashAfter(0)],
    env: process.env,
    cwd: process.cwd(),
    policy: { maxRestarts: 5, healthyUptimeMs: 10_000, backoffMs: 10 },
    log: (l) => lines.push(l),
    onGiveUp: (name) => gaveUp.push(name),
  });
  try {
    await until(() => gaveUp.length > 0);
    // Nothing is restarted after giving up.
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    await children.stop();
  }
  expect(gaveUp).toEqual(['crasher']);
  expect(children.exits('crasher')).toBe(6);
  expect(lines.at(-1)).toMatch(/restarted 5 times in a row .*giving up and stopping everything/);
});
