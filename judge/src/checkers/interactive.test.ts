import { describe, expect, it } from 'vitest';
import type { RunVerdict } from '../judging/run-verdict.ts';
import { combineInteractive } from './interactive.ts';
import type { CheckerVerdict } from './testlib.ts';

const run = (status: RunVerdict['status'], message = ''): RunVerdict => ({
  status,
  message,
  timeMs: 1,
  memoryKb: 1,
});
const judge = (status: CheckerVerdict['status']): CheckerVerdict => ({
  status,
  percent: null,
  message: `judge ${status}`,
});
const SIGPIPE = 13;

describe('combineInteractive', () => {
  it.each([
    ['contestant fine, interactor accepts', run('OK'), null, judge('AC'), 'AC'],
    ['contestant fine, interactor rejects', run('OK'), null, judge('WA'), 'WA'],
    ['contestant TLE beats the interactor', run('TLE'), null, judge('WA'), 'TLE'],
    ['contestant MLE beats an accept', run('MLE'), null, judge('AC'), 'MLE'],
    ['contestant RE by exit code', run('RE', 'exit code 1'), null, judge('WA'), 'RE'],
    ['SIGPIPE after the interactor rejected', run('RE'), SIGPIPE, judge('WA'), 'WA'],
    ['SIGPIPE after the interactor accepted', run('RE'), SIGPIPE, judge('AC'), 'RE'],
    ['other signal after a reject', run('RE'), 11, judge('WA'), 'RE'],
    ['interactor broken', run('OK'), null, judge('SE'), 'SE'],
  ] as const)('%s -> %s', (_name, r, signal, j, status) => {
    expect(combineInteractive(r, signal, j).status).toBe(status);
  });
});
