import { useLingui } from '@lingui/react';
import { cn } from '../../../lib/cn';
import { CLARIFICATION_MAX } from '../clarification-rules';

/**
 * The text box of a question or an answer, named for screen readers by `label` (also its
 * placeholder), with the reason it was refused under it.
 */
export function ClarificationText(p: {
  id: string;
  value: string;
  rows: number;
  label: string;
  /** A catalog id saying why the text was refused, or null. */
  invalid: string | null;
  onChange: (text: string) => void;
}) {
  const { _ } = useLingui();
  return (
    <>
      <label htmlFor={p.id} className="sr-only">
        {p.label}
      </label>
      <textarea
        id={p.id}
        rows={p.rows}
        value={p.value}
        placeholder={p.label}
        onChange={(e) => p.onChange(e.target.value)}
        aria-invalid={p.invalid ? true : undefined}
        className={cn(
          'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-800',
          'focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none',
          p.invalid ? 'border-red-400' : 'border-slate-300',
        )}
      />
      {p.invalid && (
        <p className="text-sm text-red-600">{_(p.invalid, { max: CLARIFICATION_MAX })}</p>
      )}
    </>
  );
}
