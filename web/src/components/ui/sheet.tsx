import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Sheet = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;
export const SheetTitle = RadixDialog.Title;

/** A panel sliding in from the left edge (the mobile navigation drawer). */
export function SheetContent({ className, ...props }: ComponentProps<typeof RadixDialog.Content>) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/45 data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl focus:outline-none',
          'data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      />
    </RadixDialog.Portal>
  );
}
