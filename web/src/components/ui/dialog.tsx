import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Icon } from './icon';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends Omit<
  ComponentProps<typeof RadixDialog.Content>,
  'title'
> {
  title: ReactNode;
  /** Label of the X button (translated by the caller). */
  closeLabel: string;
  /** When false, clicks outside the panel do not close it; Escape and the X button still do. */
  dismissOnOutsideClick?: boolean;
}

/** A centred modal panel with a title bar and an X button, rendered in a portal. */
export function DialogContent({
  title,
  closeLabel,
  dismissOnOutsideClick = true,
  className,
  children,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        aria-describedby={undefined}
        onPointerDownOutside={(event) => {
          if (!dismissOnOutsideClick) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        onInteractOutside={(event) => {
          if (!dismissOnOutsideClick) event.preventDefault();
          onInteractOutside?.(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between px-6 pt-5">
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="-mr-2 rounded-lg p-1.5 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
          >
            <Icon name="close" />
          </RadixDialog.Close>
        </div>
        <div className="px-6 pt-4 pb-6">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
