import { describe, expect, it } from 'vitest';
import {
  submissionFiltersFromQuery,
  submissionFiltersToQuery,
  submissionFiltersToRequest,
} from './submission-query';

describe('submission list query', () => {
  it('defaults to page 1 of 15 with no filters', () => {
    expect(submissionFiltersFromQuery(new URLSearchParams())).toEqual({
      onlyMine: false,
      status: null,
      username: '',
      problemID: '',
      completeProblemID: false,
      page: 1,
      limit: 15,
    });
  });

  it('reads the filters and drops unknown statuses', () => {
    const filters = submissionFiltersFromQuery(
      new URLSearchParams('status=-1&username=bob&problemID=P1000&currentPage=3'),
    );
    expect(filters).toMatchObject({ status: -1, username: 'bob', problemID: 'P1000', page: 3 });
    expect(submissionFiltersFromQuery(new URLSearchParams('status=42')).status).toBeNull();
    expect(submissionFiltersFromQuery(new URLSearchParams('status=0')).status).toBe(0);
  });

  it('lets only-mine clear the username', () => {
    const filters = submissionFiltersFromQuery(new URLSearchParams('onlyMine=true&username=bob'));
    expect(filters.username).toBe('');
    expect(submissionFiltersToQuery(filters).toString()).toBe('onlyMine=true');
    expect(submissionFiltersToRequest(filters)).toMatchObject({
      onlyMine: true,
      username: undefined,
    });
  });

  it('round-trips through the URL', () => {
    const query = 'status=0&username=alice&problemID=P1&completeProblemID=true&currentPage=2';
    const filters = submissionFiltersFromQuery(new URLSearchParams(query));
    expect(submissionFiltersToQuery(filters).toString()).toBe(query);
    expect(submissionFiltersToRequest(filters)).toEqual({
      onlyMine: undefined,
      status: 0,
      username: 'alice',
      problemID: 'P1',
      completeProblemID: true,
      currentPage: 2,
      limit: 15,
    });
  });
});
