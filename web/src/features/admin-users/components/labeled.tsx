import type { ReactNode } from 'react';

/** A visible caption above a form control (the text fields only carry a hidden label). */
export function Labeled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      {children}
    </div>
  );
}
