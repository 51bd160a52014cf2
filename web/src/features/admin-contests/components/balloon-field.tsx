import { useLingui } from '@lingui/react';
import { useId } from 'react';

/** The default balloon when one is switched on. */
const FALLBACK = '#2563eb';

/** A balloon colour, or none (the contest problem then has no colour). */
export function BalloonField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (next: string | null) => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-500">
        {_('admin-contests.balloon')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="color"
          disabled={value === null}
          value={value ?? FALLBACK}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed disabled:opacity-40"
        />
        <code className="text-xs text-slate-500">{value ?? '—'}</code>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-primary-600"
            checked={value === null}
            onChange={(e) => onChange(e.target.checked ? null : FALLBACK)}
          />
          {_('admin-contests.balloon-none')}
        </label>
      </div>
    </div>
  );
}

/** A small round swatch of a balloon colour (nothing when there is none). */
export function BalloonSwatch({ color }: { color: string | null }) {
  if (!color) return <span className="text-slate-400">—</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-4 rounded-full ring-1 ring-slate-900/10"
        style={{ background: color }}
      />
      <code className="text-xs text-slate-500">{color}</code>
    </span>
  );
}
