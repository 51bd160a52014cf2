import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Icon } from './icon';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Accessible name; shown before the box when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
  options: readonly SelectOption[];
  selectClassName?: string;
}

/** A native select styled like the text fields (native keeps phones and keyboards happy). */
export function Select({
  label,
  showLabel = false,
  options,
  className,
  selectClassName,
  id,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label
        htmlFor={selectId}
        className={showLabel ? 'text-sm whitespace-nowrap text-slate-500' : 'sr-only'}
      >
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={selectId}
          className={cn(
            'h-9 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800',
            'hover:border-slate-400 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
            'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400',
            selectClassName,
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  );
}
