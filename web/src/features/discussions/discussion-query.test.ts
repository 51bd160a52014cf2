import { describe, expect, it } from 'vitest';
import type { Discussion } from './api/types';
import {
  discussionQueryFromParams,
  discussionQueryToParams,
  pinnedFirst,
  reportContent,
  validateDiscussion,
  withFilter,
} from './discussion-query';

const row = (id: number, topPriority: boolean) => ({ id, topPriority }) as Discussion;

describe('list query', () => {
  it('reads and writes the URL, leaving defaults out', () => {
    const q = discussionQueryFromParams(
      new URLSearchParams('cid=3&keyword=%20dp%20&onlyMine=true&currentPage=2'),
    );
    expect(q).toEqual({ categoryId: 3, keyword: 'dp', onlyMine: true, currentPage: 2 });
    expect(discussionQueryToParams(q).toString()).toBe(
      'cid=3&keyword=dp&onlyMine=true&currentPage=2',
    );
    expect(
      discussionQueryToParams(discussionQueryFromParams(new URLSearchParams())).toString(),
    ).toBe('');
  });
  it('ignores bad numbers and goes back to page 1 on a filter change', () => {
    const q = discussionQueryFromParams(new URLSearchParams('cid=x&currentPage=-1'));
    expect(q.categoryId).toBeNull();
    expect(q.currentPage).toBe(1);
    expect(withFilter({ ...q, currentPage: 4 }, { keyword: 'a' }).currentPage).toBe(1);
  });
});

describe('rows', () => {
  it('puts pinned discussions first and keeps the order otherwise', () => {
    const rows = [row(1, false), row(2, true), row(3, false), row(4, true)];
    expect(pinnedFirst(rows).map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('form and report', () => {
  it('requires every field and checks the limits', () => {
    expect(
      validateDiscussion({
        title: ' ',
        description: 'x'.repeat(256),
        content: 'ok',
        categoryId: null,
        topPriority: false,
      }),
    ).toEqual({ title: 'required', description: 'too-long', categoryId: 'required' });
    expect(
      validateDiscussion({
        title: 't',
        description: 'd',
        content: 'x'.repeat(65_535),
        categoryId: 1,
        topPriority: true,
      }),
    ).toEqual({});
  });
  it('writes tags and the reason, and refuses an empty report', () => {
    expect(reportContent(['spam', 'abusive'], ' rude ')).toBe('#spam# #abusive# rude');
    expect(reportContent([], '  ')).toBeNull();
  });
});
