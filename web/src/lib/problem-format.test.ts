import { describe, expect, it } from 'vitest';
import { matchingSample, parseExamples, parseExtraFiles } from './problem-format';

describe('parseExamples', () => {
  it('splits the HOJ string into input/output pairs', () => {
    expect(
      parseExamples('<input>1 2\n</input><output>3\n</output><input>a<b</input><output></output>'),
    ).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: 'a<b', output: '' },
    ]);
  });

  it('tolerates whitespace between the tags and empty values', () => {
    expect(parseExamples('<input>x</input>\n<output>y</output>')).toEqual([
      { input: 'x', output: 'y' },
    ]);
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples(null)).toEqual([]);
    expect(parseExamples('no samples here')).toEqual([]);
  });
});

describe('parseExtraFiles', () => {
  it('reads a JSON string or an object and skips bad values', () => {
    expect(parseExtraFiles('{"a.h":"int x;","b.txt":"hi"}')).toEqual([
      { name: 'a.h', content: 'int x;' },
      { name: 'b.txt', content: 'hi' },
    ]);
    expect(parseExtraFiles({ 'c.py': 'pass' })).toEqual([{ name: 'c.py', content: 'pass' }]);
    expect(parseExtraFiles('not json')).toEqual([]);
    expect(parseExtraFiles('{}')).toEqual([]);
    expect(parseExtraFiles(null)).toEqual([]);
  });
});

describe('matchingSample', () => {
  it('finds the sample with the same input, ignoring line ends and trailing blanks', () => {
    const examples = [
      { input: '1 2\n', output: '3' },
      { input: '5 6', output: '11' },
    ];
    expect(matchingSample(examples, '5 6  \r\n')).toBe(2);
    expect(matchingSample(examples, '1 2')).toBe(1);
    expect(matchingSample(examples, '7')).toBe(0);
  });
});
