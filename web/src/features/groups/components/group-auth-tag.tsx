import { useLingui } from '@lingui/react';
import { cn } from '../../../lib/cn';

const tones: Record<number, string> = {
  1: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  2: 'bg-amber-50 text-amber-700 ring-amber-200',
  3: 'bg-red-50 text-red-700 ring-red-200',
};

/** Message id of a group auth's name (1 public, 2 protected, 3 private). */
export const groupAuthLabelId = (auth: number) =>
  auth === 3 ? 'groups.auth.private' : auth === 2 ? 'groups.auth.protected' : 'groups.auth.public';

/** Public, protected or private as a small coloured tag. */
export function GroupAuthTag({ auth }: { auth: number }) {
  const { _ } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[auth] ?? tones[1],
      )}
    >
      {_(groupAuthLabelId(auth))}
    </span>
  );
}
