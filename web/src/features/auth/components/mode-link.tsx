import type { ReactNode } from 'react';

/** A text button that switches the sign-in dialog to another mode. */
export function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-sm font-medium text-primary-600 hover:text-primary-700 hover:underline focus-visible:underline focus-visible:outline-none"
    >
      {children}
    </button>
  );
}
