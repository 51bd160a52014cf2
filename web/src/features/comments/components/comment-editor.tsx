import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import {
  applyMarkdownAction,
  COMMENT_MAX,
  draftProblem,
  insertText,
  MARKDOWN_ACTIONS,
  type MarkdownAction,
} from '../comment-model';
import { EmojiButton } from './emoji-button';

export interface CommentEditorProps {
  placeholder: string;
  submitLabel: string;
  /** Sends the draft; a throw keeps it and shows the server's answer. */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

const ACTION_LABELS: Record<MarkdownAction['key'], string> = {
  bold: 'comments.md-bold',
  italic: 'comments.md-italic',
  code: 'comments.md-code',
  link: 'comments.md-link',
  quote: 'comments.md-quote',
  math: 'comments.md-math',
};

const ACTION_GLYPHS: Record<MarkdownAction['key'], string> = {
  bold: 'B',
  italic: 'I',
  code: '</>',
  link: '↗',
  quote: '❝',
  math: '∑',
};

/**
 * The comment and reply box: markdown helper buttons, the emoji picker, a counter against the
 * 10000-character limit, and Send. The draft is cleared once sent.
 */
export function CommentEditor({
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentEditorProps) {
  const { _ } = useLingui();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const select = (start: number, end: number) =>
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(start, end);
    });
  const act = (action: MarkdownAction) => {
    const el = box.current;
    const next = applyMarkdownAction(
      draft,
      el?.selectionStart ?? draft.length,
      el?.selectionEnd ?? draft.length,
      action,
    );
    setDraft(next.value);
    select(next.selectionStart, next.selectionEnd);
  };
  const pickEmoji = (emoji: string) => {
    const el = box.current;
    const next = insertText(
      draft,
      el?.selectionStart ?? draft.length,
      el?.selectionEnd ?? draft.length,
      emoji,
    );
    setDraft(next.value);
    select(next.cursor, next.cursor);
  };
  const send = async () => {
    const problem = draftProblem(draft);
    if (problem) {
      setError(problem === 'empty' ? _('comments.empty') : _('comments.too-long'));
      return;
    }
    setSending(true);
    setError('');
    try {
      await onSubmit(draft);
      setDraft('');
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setSending(false);
    }
  };
  const over = draft.length > COMMENT_MAX;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {placeholder}
      </label>
      <div className="flex flex-wrap items-center gap-0.5">
        {MARKDOWN_ACTIONS.map((action) => (
          <button
            key={action.key}
            type="button"
            title={_(ACTION_LABELS[action.key])}
            aria-label={_(ACTION_LABELS[action.key])}
            onClick={() => act(action)}
            className={cn(
              'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-sm text-slate-600 hover:bg-slate-100',
              action.key === 'bold' && 'font-bold',
              action.key === 'italic' && 'italic',
              action.key === 'code' && 'font-mono text-xs',
            )}
          >
            {ACTION_GLYPHS[action.key]}
          </button>
        ))}
        <EmojiButton onPick={pickEmoji} />
      </div>
      <textarea
        id={id}
        ref={box}
        value={draft}
        autoFocus={autoFocus}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
        }}
        aria-invalid={error ? true : undefined}
        className={cn(
          'block min-h-24 w-full resize-y rounded-lg border bg-white p-3 text-sm text-slate-800',
          'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
          error || over ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={cn('text-xs tabular-nums', over ? 'text-red-600' : 'text-slate-400')}
          aria-live="polite"
        >
          {draft.length} / {COMMENT_MAX}
        </span>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {_('common.cancel')}
            </Button>
          )}
          <Button size="sm" loading={sending} onClick={() => void send()}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
