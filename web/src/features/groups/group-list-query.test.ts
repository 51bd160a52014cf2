import { describe, expect, it } from 'vitest';
import { groupQueryFromParams, groupQueryToParams, withGroupFilter } from './group-list-query';

describe('group list query', () => {
  it('reads defaults from an empty query and writes nothing back', () => {
    const query = groupQueryFromParams(new URLSearchParams());
    expect(query).toEqual({ currentPage: 1, limit: 15, keyword: '', auth: null, onlyMine: false });
    expect(groupQueryToParams(query).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const text = 'keyword=club&auth=3&onlyMine=true&currentPage=2&limit=30';
    const query = groupQueryFromParams(new URLSearchParams(text));
    expect(query).toEqual({ currentPage: 2, limit: 30, keyword: 'club', auth: 3, onlyMine: true });
    expect(groupQueryToParams(query).toString()).toBe(text);
  });

  it('ignores unknown auths, sizes and bad pages', () => {
    const query = groupQueryFromParams(new URLSearchParams('auth=7&limit=16&currentPage=-1'));
    expect(query.auth).toBeNull();
    expect(query.limit).toBe(15);
    expect(query.currentPage).toBe(1);
  });

  it('goes back to page 1 on a filter change', () => {
    const query = groupQueryFromParams(new URLSearchParams('currentPage=4'));
    expect(withGroupFilter(query, { onlyMine: true })).toMatchObject({
      currentPage: 1,
      onlyMine: true,
    });
  });
});
