import { describe, expect, it } from 'vitest';
import {
  contestFiltersFromQuery,
  contestFiltersToQuery,
  contestFiltersToRequest,
  contestSubmissionPath,
} from './contest-submission-query';

describe('contest submission filters', () => {
  it('reads the query, with mine winning over a username and unknown statuses dropped', () => {
    const filters = contestFiltersFromQuery(
      new URLSearchParams('onlyMine=true&username=bob&problemID=%20A%20&status=99&currentPage=x'),
    );
    expect(filters).toEqual({
      onlyMine: true,
      problemID: 'A',
      username: '',
      status: null,
      page: 1,
    });
  });

  it('writes back only what differs from the defaults', () => {
    const base = { onlyMine: false, problemID: '', username: '', status: null, page: 1 };
    expect(contestFiltersToQuery(base).toString()).toBe('');
    expect(
      contestFiltersToQuery({ ...base, username: 'bob', status: -5, page: 3 }).toString(),
    ).toBe('username=bob&status=-5&currentPage=3');
  });

  it('asks the server for 15 a page of the contest, leaving empty filters out', () => {
    const request = contestFiltersToRequest(7, {
      onlyMine: false,
      problemID: 'B',
      username: '',
      status: 0,
      page: 2,
    });
    expect(request).toEqual({
      contestID: 7,
      currentPage: 2,
      limit: 15,
      onlyMine: undefined,
      problemID: 'B',
      username: undefined,
      status: 0,
    });
  });

  it('links a row under its contest problem', () => {
    expect(contestSubmissionPath(3, 'A 1', 42)).toBe(
      '/contest/3/problem/A%201/submission-detail/42',
    );
  });
});
