import { describe, expect, it } from 'vitest';
import { formatUseTime, printTextError } from './desk-rules';

describe('print text rules', () => {
  it.each([
    ['', 'server.print-empty'],
    ['   \n ', 'server.print-empty'],
    ['x'.repeat(49), 'server.print-too-short'],
    ['x'.repeat(50), null],
    ['x'.repeat(65536), 'server.print-too-long'],
  ])('%#: %j -> %s', (content, expected) => {
    expect(printTextError(content)).toBe(expected);
  });
});

describe('use time', () => {
  it.each([
    [0, '0:00:00'],
    [59, '0:00:59'],
    [3725, '1:02:05'],
    [-3, '0:00:00'],
  ])('%d s -> %s', (seconds, expected) => {
    expect(formatUseTime(seconds)).toBe(expected);
  });
});
