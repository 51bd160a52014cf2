import type { Verdict } from '@oj/events';

/** The test judge's check against an expected output: trailing blanks never matter. */
export const compareForTest = (actual: string, expected: string): Verdict => {
  const norm = (s: string) =>
    s
      .replace(/\r\n/g, '\n')
      .split('\n')
      .map((l) => l.trimEnd())
      .join('\n')
      .trimEnd();
  return norm(actual) === norm(expected) ? 'AC' : 'WA';
};
