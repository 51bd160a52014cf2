import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { parseRank } from '../training-form-model';

/**
 * A problem's rank in the training, edited in place: saved on Enter or when the field loses
 * focus, if it changed and is a whole number in 0..2147483647; Escape puts it back.
 */
export function RankInput({
  value,
  label,
  disabled = false,
  onSave,
}: {
  value: number;
  label: string;
  disabled?: boolean;
  onSave: (rank: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    setText(String(value));
  }
  const parsed = parseRank(text);
  const commit = () => {
    if (parsed === null) setText(String(value));
    else if (parsed !== value) onSave(parsed);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      aria-label={label}
      aria-invalid={parsed === null ? true : undefined}
      disabled={disabled}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') setText(String(value));
      }}
      className={cn(
        'h-8 w-24 rounded-md border border-slate-300 px-2 text-sm tabular-nums focus:border-primary-500 focus:ring-2 focus:ring-primary-500/15 focus:outline-none',
        parsed === null && 'border-red-400',
      )}
    />
  );
}
