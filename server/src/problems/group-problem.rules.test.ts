import { describe, expect, it } from 'vitest';
import { DomainError } from '@oj/events';
import {
  applyMessages,
  assertGroupLimits,
  nextApplyProgress,
  prefixedDisplayId,
  progressAfterEdit,
  type ApplyProgress,
} from './group-problem.rules.ts';

const outcome = (run: () => unknown) => {
  try {
    return run();
  } catch (error) {
    return error instanceof DomainError ? error.message : error;
  }
};

describe('apply to make a group problem public (spec 3 section 4)', () => {
  const table: [ApplyProgress, boolean, ApplyProgress | string][] = [
    [null, true, 1],
    [3, true, 1],
    [1, true, applyMessages.applying],
    [2, true, applyMessages.public],
    [1, false, null],
    [2, false, null],
    [3, false, null],
    [null, false, applyMessages.nothing],
  ];
  for (const [current, isApplied, expected] of table)
    it(`${String(current)} ${isApplied ? 'apply' : 'cancel'} -> ${String(expected)}`, () => {
      expect(outcome(() => nextApplyProgress(current, isApplied))).toBe(expected);
    });

  it('withdraws a pending or refused application on edit, keeps a public problem public', () => {
    expect([null, 1, 2, 3].map((p) => progressAfterEdit(p as ApplyProgress))).toEqual([
      null,
      null,
      2,
      null,
    ]);
  });
});

describe('group problem display ids and limits', () => {
  it("joins the group's short name to the typed id, as HOJ does", () => {
    expect(prefixedDisplayId('class', ' 1001 ')).toBe('class1001');
  });

  it('refuses an empty or over-long typed id before the prefix hides it', () => {
    expect(outcome(() => prefixedDisplayId('class', null))).toBe('Problem Display ID is required');
    expect(outcome(() => prefixedDisplayId('class', '  '))).toBe('Problem Display ID is required');
    expect(outcome(() => prefixedDisplayId('class', 'x'.repeat(51)))).toBe(
      'The Problem Display ID can be at most 50 characters',
    );
  });

  it("keeps HOJ's group limits: 30000 ms, 1024 MB memory and stack", () => {
    const ok = { timeLimit: 30_000, memoryLimit: 1024, stackLimit: 1024 };
    expect(outcome(() => assertGroupLimits(ok))).toBeUndefined();
    expect(outcome(() => assertGroupLimits({ ...ok, timeLimit: 30_001 }))).toBe(
      'The time limit of a group problem must be between 1 and 30000 ms',
    );
    expect(outcome(() => assertGroupLimits({ ...ok, memoryLimit: 0 }))).toBe(
      'The memory limit of a group problem must be between 1 and 1024 MB',
    );
    expect(outcome(() => assertGroupLimits({ ...ok, stackLimit: 2048 }))).toBe(
      'The stack limit of a group problem must be between 1 and 1024 MB',
    );
  });
});
