import { describe, expect, it } from 'vitest';
import {
  NICKNAME_TONES,
  nicknameTone,
  plainText,
  rankQueryFromParams,
  rankQueryToParams,
} from './rank-format';

describe('rank list helpers', () => {
  it('colours a nickname by its length mod 5, counting characters', () => {
    expect(nicknameTone('')).toBe(NICKNAME_TONES[0]);
    expect(nicknameTone('abc')).toBe(NICKNAME_TONES[3]);
    expect(nicknameTone('小明同学')).toBe(NICKNAME_TONES[4]);
    expect(nicknameTone('abcdef')).toBe(NICKNAME_TONES[1]);
  });

  it('reads page, size and search from the URL with safe defaults', () => {
    expect(rankQueryFromParams(new URLSearchParams(''))).toEqual({
      currentPage: 1,
      limit: 30,
      searchUser: '',
    });
    expect(
      rankQueryFromParams(new URLSearchParams('currentPage=3&limit=500&searchUser=%20bob%20')),
    ).toEqual({ currentPage: 3, limit: 100, searchUser: 'bob' });
    expect(rankQueryToParams({ currentPage: 2, limit: 30, searchUser: 'bo b' }).toString()).toBe(
      'currentPage=2&searchUser=bo+b',
    );
    expect(rankQueryFromParams(new URLSearchParams('currentPage=-2&limit=x'))).toMatchObject({
      currentPage: 1,
      limit: 30,
    });
  });

  it('shows a markdown signature as plain text', () => {
    expect(plainText('I like **graphs** and $a^2$.\n\n[blog](https://x.y)')).toBe(
      'I like graphs and a^2. blog',
    );
  });
});
