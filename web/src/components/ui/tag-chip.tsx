import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface TagChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  name: string;
  /** The tag's colour (any CSS colour); slate when missing. */
  color?: string | null | undefined;
  selected?: boolean;
  /** Render as a plain span (not clickable). */
  static?: boolean;
}

const fallback = '#64748b';

/** A coloured problem tag; a toggle button in filters, a label elsewhere. */
export function TagChip({
  name,
  color,
  selected = false,
  static: isStatic = false,
  className,
  ...props
}: TagChipProps) {
  const tone = color || fallback;
  const classes = cn(
    'inline-flex max-w-full items-center truncate rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap transition-colors',
    className,
  );
  const style = selected
    ? { backgroundColor: tone, borderColor: tone, color: '#fff' }
    : { borderColor: `color-mix(in srgb, ${tone} 45%, transparent)`, color: tone };
  if (isStatic) {
    return (
      <span className={classes} style={style}>
        {name}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={cn(classes, 'hover:shadow-sm')}
      style={style}
      {...props}
    >
      {name}
    </button>
  );
}
