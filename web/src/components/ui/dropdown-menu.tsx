import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Icon } from './icon';

/** Classes for the links and buttons placed inside a `DropdownMenu`. */
export const dropdownItemClass =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-primary-50 hover:text-primary-700 focus-visible:bg-primary-50 focus-visible:outline-none';

export interface DropdownMenuProps {
  /** Content of the trigger button; a chevron is added after it. */
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  align?: 'start' | 'end';
  triggerClassName?: string;
  children: ReactNode;
}

/** A click-to-open menu; it closes on a choice, a click outside or Escape. */
export function DropdownMenu({
  label,
  ariaLabel,
  align = 'start',
  triggerClassName,
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        className={cn('inline-flex items-center gap-1', triggerClassName)}
      >
        {label}
        <Icon
          name="chevron-down"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          onClick={() => setOpen(false)}
          className={cn(
            'absolute top-full z-40 mt-2 min-w-44 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
