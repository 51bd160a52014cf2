import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | undefined;
}

type Pane = 'write' | 'preview';

/**
 * Markdown source and its rendered preview (sanitised like the home page shows it): side by
 * side on wide screens, Write / Preview tabs on phones.
 */
export function MarkdownEditor({ value, onChange, label, error }: MarkdownEditorProps) {
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
            { key: 'write', label: _('admin.announcements.write') },
            { key: 'preview', label: _('admin.announcements.preview') },
          ]}
        />
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={_('admin.announcements.content-placeholder')}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          className={cn(
            'h-[45vh] min-h-56 w-full resize-y rounded-lg border bg-white p-3 font-mono text-sm text-slate-800 md:h-[55vh]',
            'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
            error ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
            !showWrite && 'hidden',
          )}
        />
        <div
          role="region"
          aria-label={_('admin.announcements.preview')}
          className={cn(
            'h-[45vh] min-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50/60 p-3 md:h-[55vh]',
            !showPreview && 'hidden',
          )}
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-sm text-slate-400">{_('admin.announcements.preview-empty')}</p>
          )}
        </div>
      </div>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
