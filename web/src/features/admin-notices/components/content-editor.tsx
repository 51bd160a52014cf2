import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { MarkdownView } from '../../../components/ui/markdown-view';

/** Markdown source, with a preview rendered the way the message center shows it. */
export function ContentEditor({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const { _ } = useLingui();
  const [preview, setPreview] = useState(false);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between">
        <p className="text-xs font-medium text-slate-500">{_('admin-notices.content')}</p>
        <button
          type="button"
          className="text-xs font-medium text-primary-700 hover:underline"
          onClick={() => setPreview((p) => !p)}
        >
          {_(preview ? 'admin-notices.write' : 'admin-notices.preview')}
        </button>
      </div>
      {preview ? (
        <MarkdownView
          source={value}
          className="min-h-48 rounded-lg border border-slate-200 p-3 text-sm"
        />
      ) : (
        <textarea
          aria-label={_('admin-notices.content')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={10}
          className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none"
        />
      )}
    </div>
  );
}
