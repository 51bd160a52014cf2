import type { Discussion } from './api/types';

/** Spec 3 section 9: 10 discussions a page. */
export const DISCUSSION_PAGE_SIZE = 10;

/** Spec 3 section 5. */
export const DISCUSSION_LIMITS = { title: 255, description: 255, content: 65_535 } as const;

/** The list's filters and page, all in the URL query (spec 3 section 2.12). */
export interface DiscussionListQuery {
  currentPage: number;
  keyword: string;
  /** A category id (`cid` in the URL), or null for all. */
  categoryId: number | null;
  onlyMine: boolean;
}

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

export function discussionQueryFromParams(params: URLSearchParams): DiscussionListQuery {
  return {
    currentPage: positive(params.get('currentPage')) ?? 1,
    keyword: (params.get('keyword') ?? '').trim(),
    categoryId: positive(params.get('cid')),
    onlyMine: params.get('onlyMine') === 'true',
  };
}

/** The URL query of a list state; defaults are left out so plain /discussion stays plain. */
export function discussionQueryToParams(query: DiscussionListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.categoryId !== null) params.set('cid', String(query.categoryId));
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  if (query.onlyMine) params.set('onlyMine', 'true');
  if (query.currentPage > 1) params.set('currentPage', String(query.currentPage));
  return params;
}

/** A filter change: the new filters, back on page 1. */
export const withFilter = (
  query: DiscussionListQuery,
  change: Partial<Omit<DiscussionListQuery, 'currentPage'>>,
): DiscussionListQuery => ({ ...query, ...change, currentPage: 1 });

/** Pinned discussions first, the server's order kept otherwise. */
export const pinnedFirst = (rows: readonly Discussion[]): Discussion[] =>
  [...rows].sort((a, b) => Number(b.topPriority) - Number(a.topPriority));

export interface DiscussionForm {
  title: string;
  description: string;
  content: string;
  categoryId: number | null;
  topPriority: boolean;
}

export type DiscussionFormErrors = Partial<Record<keyof DiscussionForm, 'required' | 'too-long'>>;

/** Spec 3 section 5: title, description, category and content required, with their limits. */
export function validateDiscussion(form: DiscussionForm): DiscussionFormErrors {
  const errors: DiscussionFormErrors = {};
  const text = (key: 'title' | 'description' | 'content') => {
    if (form[key].trim() === '') errors[key] = 'required';
    else if (form[key].length > DISCUSSION_LIMITS[key]) errors[key] = 'too-long';
  };
  text('title');
  text('description');
  text('content');
  if (form.categoryId === null) errors.categoryId = 'required';
  return errors;
}

/** Spec 3 section 5: the report tags; a report needs a tag or a reason (at most 200). */
export const REPORT_TAGS = [
  'spam',
  'illegal',
  'pornographic',
  'gambling',
  'abusive',
  'plagiarism',
] as const;
export type ReportTag = (typeof REPORT_TAGS)[number];
export const REPORT_REASON_MAX = 200;

/** The report's text as HOJ stores it: each tag as `#tag#`, then the reason. */
export function reportContent(tags: readonly string[], reason: string): string | null {
  const text = [...tags.map((t) => `#${t}#`), reason.trim()].filter(Boolean).join(' ');
  return text === '' ? null : text;
}
