import { describe, expect, it } from 'vitest';
import type { Comment, Reply } from './api/types';
import {
  applyMarkdownAction,
  canDelete,
  draftProblem,
  hasHiddenReplies,
  insertText,
  MARKDOWN_ACTIONS,
  mergePage,
  toggledLikes,
  visibleReplies,
} from './comment-model';

const reply = (id: number): Reply => ({
  id,
  commentId: 1,
  fromUid: 'u',
  fromName: 'u',
  content: 'r',
  gmtCreate: '2026-01-01',
});
const comment = (id: number, totalReplyNum = 0): Comment => ({
  id,
  content: 'c',
  fromUid: 'u',
  fromName: 'u',
  likeNum: 0,
  totalReplyNum,
  gmtCreate: '2026-01-01',
  replyList: [],
});
const action = (key: string) => MARKDOWN_ACTIONS.find((a) => a.key === key)!;

describe('replies', () => {
  it('shows three replies until expanded', () => {
    const list = [1, 2, 3, 4, 5].map(reply);
    expect(visibleReplies(list, false).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(visibleReplies(list, true)).toHaveLength(5);
  });
  it('offers "show all" only when the server holds more than three', () => {
    expect(hasHiddenReplies(comment(1, 3), 3, false)).toBe(false);
    expect(hasHiddenReplies(comment(1, 4), 3, false)).toBe(true);
    expect(hasHiddenReplies(comment(1, 4), 4, true)).toBe(false);
  });
});

describe('drafts and pages', () => {
  it('refuses blank and over-long drafts', () => {
    expect(draftProblem('  \n')).toBe('empty');
    expect(draftProblem('x'.repeat(10_001))).toBe('too-long');
    expect(draftProblem('x'.repeat(10_000))).toBeNull();
  });
  it('appends a page without repeating a comment', () => {
    expect(mergePage([comment(3), comment(2)], [comment(2), comment(1)]).map((c) => c.id)).toEqual([
      3, 2, 1,
    ]);
  });
  it('never counts likes below zero', () => {
    expect(toggledLikes(0, false)).toBe(0);
    expect(toggledLikes(2, true)).toBe(3);
  });
});

describe('permissions and badges', () => {
  it('lets authors and admins delete', () => {
    expect(canDelete(null, { fromUid: 'a' })).toBe(false);
    expect(canDelete({ uid: 'a', admin: false }, { fromUid: 'a' })).toBe(true);
    expect(canDelete({ uid: 'b', admin: false }, { fromUid: 'a' })).toBe(false);
    expect(canDelete({ uid: 'b', admin: true }, { fromUid: 'a' })).toBe(true);
  });
});

describe('markdown helpers', () => {
  it('wraps the selection and selects the words', () => {
    const r = applyMarkdownAction('say hi', 4, 6, action('bold'));
    expect(r.value).toBe('say **hi**');
    expect(r.value.slice(r.selectionStart, r.selectionEnd)).toBe('hi');
  });
  it('puts a placeholder when nothing is selected', () => {
    expect(applyMarkdownAction('', 0, 0, action('math')).value).toBe('$x^2$');
  });
  it('starts a quote on its own line', () => {
    expect(applyMarkdownAction('ab', 2, 2, action('quote')).value).toBe('ab\n> quote');
  });
  it('inserts an emoji at the cursor', () => {
    expect(insertText('ab', 1, 1, '😀')).toEqual({ value: 'a😀b', cursor: 3 });
  });
});
