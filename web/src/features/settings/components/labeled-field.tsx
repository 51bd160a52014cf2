import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

export const inputClass = (error?: string) =>
  cn(
    'w-full min-w-0 rounded-lg border bg-white px-3 text-sm text-slate-800 transition-colors placeholder:text-slate-400',
    'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
    error ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
  );

export interface LabeledFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A profile input with its label above it (a filled form keeps saying what each value is). */
export function LabeledField({ label, error, onChange, className, ...props }: LabeledFieldProps) {
  const id = useId();
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClass(error), 'h-10')}
        onChange={(e) => onChange(e.target.value)}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
