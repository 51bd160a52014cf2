import { useId, type ReactNode } from 'react';
import { Switch } from './switch';
import { cn } from '../../lib/cn';

/** A form section: a card with a heading and an optional line under it. */
export function Section({
  title,
  hint,
  children,
  className,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'space-y-4 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {hint && <p className="mt-0.5 text-sm text-slate-500">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** A visible caption over a control, with a hint and an error line under it. */
export function Field({
  label,
  htmlFor,
  hint,
  error,
  children,
  className,
}: {
  label: string;
  htmlFor?: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className="block text-xs font-medium text-slate-500">
          {label}
        </label>
      ) : (
        <p className="text-xs font-medium text-slate-500">{label}</p>
      )}
      {children}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** An on/off option: the switch, its name and what it does. */
export function ToggleRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Switch checked={checked} onChange={onChange} label={label} />
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </div>
  );
}

export interface Choice<V> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** One choice out of a few, as a row of radio buttons that look like a segmented control. */
export function ChoiceGroup<V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: V;
  options: readonly Choice<V>[];
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="mb-1 text-xs font-medium text-slate-500">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={cn(
              'relative inline-flex min-h-9 cursor-pointer items-center rounded-lg border px-3 text-sm transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
              o.value === value
                ? 'border-primary-500 bg-primary-50 font-medium text-primary-700'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              o.disabled &&
                'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400 hover:border-slate-200',
            )}
          >
            <input
              type="radio"
              name={name}
              // Covers its label: a click anywhere on the choice lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              checked={o.value === value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export const inputClass = cn(
  'h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 transition-colors',
  'hover:border-slate-400 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
  'aria-[invalid=true]:border-red-400',
);
