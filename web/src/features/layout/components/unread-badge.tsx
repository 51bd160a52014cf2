import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { cn } from '../../../lib/cn';
import { badgeLabel, totalUnreadAtom } from '../../../lib/unread';

/**
 * The number of unread messages (capped at 99+), or nothing when all are read. `dot` is the
 * small variant pinned to the avatar's corner.
 */
export function UnreadBadge({ dot = false, className }: { dot?: boolean; className?: string }) {
  const { _ } = useLingui();
  const total = useAtomValue(totalUnreadAtom);
  if (total === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      title={_('layout.unread-messages', { count: total })}
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-500 px-1.5 text-[11px] leading-5 font-semibold text-white tabular-nums',
        dot && 'absolute -top-1 -right-1.5 ring-2 ring-white',
        className,
      )}
    >
      {badgeLabel(total)}
    </span>
  );
}
