import { describe, expect, it } from 'vitest';
import { boardQueryFromParams, boardQueryToParams } from './board-query';

describe('board query', () => {
  it('reads page, size and keyword with the spec defaults', () => {
    expect(boardQueryFromParams(new URLSearchParams(''))).toEqual({
      currentPage: 1,
      limit: 50,
      keyword: '',
    });
    expect(
      boardQueryFromParams(new URLSearchParams('currentPage=3&limit=300&keyword=%20bob%20')),
    ).toEqual({ currentPage: 3, limit: 300, keyword: 'bob' });
  });

  it('refuses sizes the server refuses and odd pages', () => {
    expect(boardQueryFromParams(new URLSearchParams('limit=15&currentPage=-2'))).toEqual({
      currentPage: 1,
      limit: 50,
      keyword: '',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('l=en-US&currentPage=4');
    expect(boardQueryToParams({ currentPage: 1, limit: 50, keyword: '' }, base).toString()).toBe(
      'l=en-US',
    );
    expect(boardQueryToParams({ currentPage: 2, limit: 10, keyword: 'x' }, base).toString()).toBe(
      'l=en-US&currentPage=2&limit=10&keyword=x',
    );
  });
});
