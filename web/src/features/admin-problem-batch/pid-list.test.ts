import { describe, expect, it } from 'vitest';
import { parsePids } from './pid-list';

describe('the export pid list', () => {
  it.each([
    ['1, 2 5-7', [1, 2, 5, 6, 7]],
    ['3,3,3', [3]],
    [' 10 ', [10]],
  ])('reads %j', (text, pids) => expect(parsePids(text)).toEqual(pids));
  it.each(['', 'a', '5-3', '1-500', '1;2'])('refuses %j', (text) =>
    expect(parsePids(text)).toBeUndefined(),
  );
});
