import { describe, expect, it } from 'vitest';
import { compareOutputs, compareText, removeEndBlank } from './compare.ts';

describe('compareText with remove-end-blank on', () => {
  it.each([
    ['identical', '1 2\n3\n', '1 2\n3\n', 'AC'],
    ['missing final newline', '3\n', '3', 'AC'],
    ['trailing spaces on lines', '1 2\n3\n', '1 2   \n3\t\n', 'AC'],
    ['extra blank lines at the end', '3\n', '3\n\n\n', 'AC'],
    ['CRLF against LF', '1\r\n2\r\n', '1\n2\n', 'AC'],
    ['spaces inside a line differ', '1 2\n', '1  2\n', 'PE'],
    ['tokens split over lines', '1 2\n', '1\n2\n', 'PE'],
    ['leading blank line', '1\n', '\n1\n', 'PE'],
    ['different number', '3\n', '4\n', 'WA'],
    ['missing output', '3\n', '', 'WA'],
    ['non-breaking space is not whitespace', '1 2\n', '1\u00a02\n', 'WA'],
  ])('%s -> %s', (_name, expected, actual, verdict) => {
    expect(compareText(expected, actual, true)).toBe(verdict);
  });
});

describe('compareText with remove-end-blank off', () => {
  it.each([
    ['byte-equal', '1 2\n', '1 2\n', 'AC'],
    ['CRLF is normalised', '1\r\n', '1\n', 'AC'],
    ['missing final newline is PE', '3\n', '3', 'PE'],
    ['trailing space is PE', '3\n', '3 \n', 'PE'],
    ['different tokens', '3\n', '33\n', 'WA'],
    ['both empty', '', '', 'AC'],
  ])('%s -> %s', (_name, expected, actual, verdict) => {
    expect(compareText(expected, actual, false)).toBe(verdict);
  });
});

describe('compareOutputs', () => {
  it('compares raw bytes, invalid UTF-8 included', () => {
    const a = Buffer.from([0xff, 0x31, 0x0a]);
    expect(compareOutputs(a, Buffer.from([0xff, 0x31]), true)).toBe('AC');
    expect(compareOutputs(a, Buffer.from([0xfe, 0x31]), true)).toBe('WA');
  });

  it('drops trailing blanks of every line and the end', () => {
    expect(removeEndBlank('a  \nb\t\n\n')).toBe('a\nb');
  });
});
