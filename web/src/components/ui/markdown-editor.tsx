import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { MarkdownView } from './markdown-view';
import { Tabs } from './tabs';

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | undefined;
  /** Shown in the empty source box (what to write, in the caller's words). */
  placeholder?: string;
  /** Height of both panes; tall by default (an announcement), shorter for a form section. */
  heightClass?: string;
}

type Pane = 'write' | 'preview';

/**
 * Markdown source and its rendered preview (sanitised like the home page shows it): side by
 * side on wide screens, Write / Preview tabs on phones.
 */
export function MarkdownEditor({
  value,
  onChange,
  label,
  error,
  placeholder,
  heightClass = 'h-[45vh] min-h-56 md:h-[55vh]',
}: MarkdownEditorProps) {
  const { _ } = useLingui();
  const id = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const [pane, setPane] = useState<Pane>('write');
  const showWrite = !phone || pane === 'write';
  const showPreview = !phone || pane === 'preview';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-500">
        {label}
      </label>
      {phone && (
        <Tabs
          label={label}
          value={pane}
          onChange={setPane}
          items={[
            { key: 'write', label: _('common.markdown-write') },
            { key: 'preview', label: _('common.markdown-preview') },
          ]}
        />
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          className={cn(
            'w-full resize-y rounded-lg border bg-white p-3 font-mono text-sm text-slate-800',
            heightClass,
            'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
            error ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
            !showWrite && 'hidden',
          )}
        />
        <div
          role="region"
          aria-label={_('common.markdown-preview')}
          className={cn(
            'overflow-y-auto rounded-lg border border-slate-200 bg-slate-50/60 p-3',
            heightClass,
            !showPreview && 'hidden',
          )}
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-sm text-slate-400">{_('common.markdown-preview-empty')}</p>
          )}
        </div>
      </div>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
