import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and announced; also turns the border red. */
  error?: string | undefined;
  /** Rendered at the right end of the row (a "Get code" button, a captcha image). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the label is visually hidden because the placeholder says the same. */
export function TextField({ label, error, addon, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          placeholder={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-10 w-full min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-slate-800 transition-colors placeholder:text-slate-400',
            'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
            error ? 'border-red-400' : 'border-slate-300 hover:border-slate-400',
          )}
          {...props}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
