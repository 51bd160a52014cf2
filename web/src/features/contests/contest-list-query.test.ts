import { describe, expect, it } from 'vitest';
import { contestQueryFromParams, contestQueryToParams, withFilter } from './contest-list-query';

const parse = (text: string) => contestQueryFromParams(new URLSearchParams(text));

describe('contest list query', () => {
  it('reads page, status, keyword and type from the URL, ignoring nonsense', () => {
    expect(parse('currentPage=3&status=-1&keyword=%20cup%20&type=1')).toEqual({
      currentPage: 3,
      status: -1,
      keyword: 'cup',
      type: 1,
    });
    expect(parse('currentPage=0&status=5&type=2')).toEqual({
      currentPage: 1,
      status: null,
      keyword: '',
      type: null,
    });
    expect(parse('status=0&type=0')).toMatchObject({ status: 0, type: 0 });
  });

  it('writes only what differs from the defaults', () => {
    expect(contestQueryToParams(parse('')).toString()).toBe('');
    expect(
      contestQueryToParams({ currentPage: 2, status: 1, keyword: 'a b', type: 0 }).toString(),
    ).toBe('currentPage=2&status=1&keyword=a+b&type=0');
  });

  it('goes back to page 1 on any filter change', () => {
    const on3 = parse('currentPage=3&type=0');
    expect(withFilter(on3, { status: 0 })).toEqual({
      currentPage: 1,
      status: 0,
      keyword: '',
      type: 0,
    });
    expect(withFilter(on3, { type: null }).currentPage).toBe(1);
  });
});
