import type { ReactNode } from 'react';

/** A visible caption over a field whose own label is for screen readers. */
export function FieldCaption({ children }: { children: ReactNode }) {
  return (
    <p aria-hidden="true" className="mb-1 text-xs font-medium text-slate-500">
      {children}
    </p>
  );
}
