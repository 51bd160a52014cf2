import type { Comment, Reply } from './api/types';

/** Spec 3 section 9: comments come 10 a page; 3 replies show until "show all". */
export const COMMENT_PAGE_SIZE = 10;
export const REPLIES_SHOWN = 3;
/** Spec 3 section 5: a comment or a reply is at most 10000 characters. */
export const COMMENT_MAX = 10_000;

/** The replies to show: the first three, or all of them once expanded. */
export function visibleReplies(replies: readonly Reply[], expanded: boolean): readonly Reply[] {
  return expanded ? replies : replies.slice(0, REPLIES_SHOWN);
}

/** Whether "show all" applies: the server holds more replies than are shown. */
export const hasHiddenReplies = (comment: Comment, loaded: number, expanded: boolean) =>
  !expanded && Math.max(comment.totalReplyNum, loaded) > REPLIES_SHOWN;

/** Why a draft cannot be sent, or null: blank (Content_cannot_be_empty) or too long. */
export function draftProblem(draft: string): 'empty' | 'too-long' | null {
  if (draft.trim() === '') return 'empty';
  if (draft.length > COMMENT_MAX) return 'too-long';
  return null;
}

/** Appends a page, leaving out comments already shown (a new one posted meanwhile). */
export function mergePage(shown: readonly Comment[], page: readonly Comment[]): Comment[] {
  const ids = new Set(shown.map((c) => c.id));
  return [...shown, ...page.filter((c) => !ids.has(c.id))];
}

/** A like toggled: the new count, never below zero. */
export const toggledLikes = (likeNum: number, liked: boolean) =>
  liked ? likeNum + 1 : Math.max(0, likeNum - 1);

/** Authors delete their own; admin roles delete any (spec 3 section 6). */
export const canDelete = (
  viewer: { uid: string; admin: boolean } | null,
  item: { fromUid: string },
) => viewer !== null && (viewer.admin || viewer.uid === item.fromUid);

/** One markdown helper: wraps the selection (or a placeholder) with its marks. */
export interface MarkdownAction {
  key: 'bold' | 'italic' | 'code' | 'link' | 'quote' | 'math';
  before: string;
  after: string;
  placeholder: string;
  /** Starts a line of its own (a quote). */
  line?: boolean;
}

export const MARKDOWN_ACTIONS: readonly MarkdownAction[] = [
  { key: 'bold', before: '**', after: '**', placeholder: 'text' },
  { key: 'italic', before: '*', after: '*', placeholder: 'text' },
  { key: 'code', before: '`', after: '`', placeholder: 'code' },
  { key: 'link', before: '[', after: '](https://)', placeholder: 'link' },
  { key: 'quote', before: '> ', after: '', placeholder: 'quote', line: true },
  { key: 'math', before: '$', after: '$', placeholder: 'x^2' },
];

/**
 * Applies a helper to `text` between `start` and `end`; answers the new text and the
 * selection to put back (the wrapped words, so typing replaces a placeholder).
 */
export function applyMarkdownAction(
  text: string,
  start: number,
  end: number,
  action: MarkdownAction,
): { value: string; selectionStart: number; selectionEnd: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const chosen = text.slice(from, to) || action.placeholder;
  const newline = action.line && from > 0 && text[from - 1] !== '\n' ? '\n' : '';
  const head = text.slice(0, from) + newline + action.before;
  return {
    value: head + chosen + action.after + text.slice(to),
    selectionStart: head.length,
    selectionEnd: head.length + chosen.length,
  };
}

/** Inserts `insert` (an emoji) at the cursor; answers the new text and the cursor after it. */
export function insertText(text: string, start: number, end: number, insert: string) {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { value: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}
