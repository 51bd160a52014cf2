import { describe, expect, it } from 'vitest';
import {
  trainingQueryFromParams,
  trainingQueryToParams,
  withFilter,
  type TrainingListQuery,
} from './training-list-query';

const parse = (search: string) => trainingQueryFromParams(new URLSearchParams(search));
const plain: TrainingListQuery = { currentPage: 1, keyword: '', categoryId: null, auth: null };

describe('training list query', () => {
  it('reads every filter from the URL', () => {
    expect(parse('keyword=%20dp%20&categoryId=3&auth=Private&currentPage=2')).toEqual({
      currentPage: 2,
      keyword: 'dp',
      categoryId: 3,
      auth: 'Private',
    });
  });

  it('falls back to the defaults on missing or bad values', () => {
    expect(parse('')).toEqual(plain);
    expect(parse('currentPage=0&categoryId=abc&auth=Protected')).toEqual(plain);
    expect(parse('currentPage=-3&categoryId=1.5')).toEqual(plain);
  });

  it('writes only what differs from the defaults', () => {
    expect(trainingQueryToParams(plain).toString()).toBe('');
    expect(
      trainingQueryToParams({
        currentPage: 4,
        keyword: 'graph',
        categoryId: 2,
        auth: 'Public',
      }).toString(),
    ).toBe('keyword=graph&categoryId=2&auth=Public&currentPage=4');
  });

  it('round-trips through the URL', () => {
    const query: TrainingListQuery = { currentPage: 3, keyword: 'a b', categoryId: 7, auth: null };
    expect(trainingQueryFromParams(trainingQueryToParams(query))).toEqual(query);
  });

  it('goes back to page 1 when a filter changes', () => {
    const on5 = { ...plain, currentPage: 5 };
    expect(withFilter(on5, { categoryId: 9 })).toEqual({ ...plain, categoryId: 9 });
  });
});
