import { describe, expect, it } from 'vitest';
import { parseContestTime } from './appeal-page';

describe('the appeal time field', () => {
  it.each([
    ['4:12', 4 * 3600 + 12 * 60],
    ['0:05', 300],
    [' 1:02:03 ', 3723],
    ['12:00', 43_200],
  ])('reads %s as %i seconds', (text, seconds) => expect(parseContestTime(text)).toBe(seconds));

  it.each(['', '4', '4:60', '1:2:60', 'a:12', '1:2:3:4', '-1:00'])('refuses %j', (text) =>
    expect(parseContestTime(text)).toBeNull(),
  );
});
