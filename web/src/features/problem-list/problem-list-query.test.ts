import { describe, expect, it } from 'vitest';
import {
  filtersFromQuery,
  filtersToQuery,
  filtersToRequest,
  ojForTags,
  parseTagIds,
} from './problem-list-query';

describe('problem list query', () => {
  it('reads defaults from an empty query', () => {
    expect(filtersFromQuery(new URLSearchParams())).toEqual({
      keyword: '',
      difficulty: null,
      oj: 'All',
      tagIds: [],
      page: 1,
      limit: 30,
    });
  });

  it('reads every filter, tag ids as a JSON array', () => {
    const query = new URLSearchParams(
      'keyword=sum&difficulty=2&oj=Mine&tagId=%5B3%2C7%5D&currentPage=4&limit=50',
    );
    expect(filtersFromQuery(query)).toEqual({
      keyword: 'sum',
      difficulty: 2,
      oj: 'Mine',
      tagIds: [3, 7],
      page: 4,
      limit: 50,
    });
  });

  it('ignores malformed values', () => {
    const query = new URLSearchParams('difficulty=9&currentPage=-2&limit=abc&tagId=%5B%22x%22%5D');
    const filters = filtersFromQuery(query);
    expect(filters.difficulty).toBeNull();
    expect(filters.page).toBe(1);
    expect(filters.limit).toBe(30);
    expect(filters.tagIds).toEqual([]);
    expect(parseTagIds('4,5,4')).toEqual([4, 5]);
    expect(parseTagIds('8')).toEqual([8]);
  });

  it('round-trips through the URL and leaves defaults out', () => {
    const filters = filtersFromQuery(new URLSearchParams('oj=CF&tagId=%5B1%5D&currentPage=2'));
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe('oj=CF&tagId=%5B1%5D&currentPage=2');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersToQuery(filtersFromQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('sends tag ids as a comma string and Mine as ME', () => {
    const filters = filtersFromQuery(
      new URLSearchParams('oj=Mine&tagId=%5B3%2C7%5D&keyword=%20a%20'),
    );
    expect(filtersToRequest(filters)).toEqual({
      keyword: 'a',
      difficulty: undefined,
      oj: 'ME',
      tagId: '3,7',
      currentPage: 1,
      limit: 30,
    });
    expect(ojForTags('Mine')).toBe('ME');
    expect(ojForTags('All')).toBe('ME');
    expect(ojForTags('HDU')).toBe('HDU');
  });
});
