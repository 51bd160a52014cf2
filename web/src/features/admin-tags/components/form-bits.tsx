import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';

/** The server's answer to a failed save, shown in the dialog above the buttons. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      <Icon name="alert" className="mt-px size-4" />
      <span className="min-w-0 break-words">{message}</span>
    </div>
  );
}

/** A visible caption over a field whose own label is for screen readers. */
export function FieldCaption({ children }: { children: ReactNode }) {
  return (
    <p aria-hidden="true" className="mb-1 text-xs font-medium text-slate-500">
      {children}
    </p>
  );
}
