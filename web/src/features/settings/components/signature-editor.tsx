import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { PROFILE_LIMITS } from '../validation';
import { inputClass } from './labeled-field';

/** The markdown signature: write or preview (rendered and sanitised as the user home shows it). */
export function SignatureEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const max = PROFILE_LIMITS.signature;
  return (
    <div className="space-y-1">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {_('settings.signature')}
        </label>
        <span
          className={cn(
            'text-xs tabular-nums',
            value.length > max ? 'text-red-600' : 'text-slate-400',
          )}
        >
          {value.length} / {max}
        </span>
      </div>
      <Tabs
        label={_('settings.signature-mode')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'write', label: _('settings.write') },
          { key: 'preview', label: _('settings.preview') },
        ]}
      />
      {tab === 'write' ? (
        <textarea
          id={id}
          rows={6}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={_('settings.signature-hint')}
          aria-invalid={error ? true : undefined}
          className={cn(inputClass(error), 'block resize-y py-2 font-mono')}
        />
      ) : (
        <div className="min-h-36 rounded-lg border border-slate-200 px-3 py-2">
          {value.trim() ? (
            <MarkdownView source={value} className="text-sm" />
          ) : (
            <p className="text-sm text-slate-400">{_('settings.preview-empty')}</p>
          )}
        </div>
      )}
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
