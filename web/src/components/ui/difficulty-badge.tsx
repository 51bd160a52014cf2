import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';

const looks: Record<number, { id: string; tone: string }> = {
  0: { id: 'problem.difficulty-easy', tone: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20' },
  1: { id: 'problem.difficulty-mid', tone: 'bg-orange-50 text-orange-700 ring-orange-600/20' },
  2: { id: 'problem.difficulty-hard', tone: 'bg-red-50 text-red-700 ring-red-600/20' },
};

/** Problem difficulty 0 Easy (green), 1 Mid (orange), 2 Hard (red). */
export function DifficultyBadge({ level, className }: { level: number; className?: string }) {
  const { _ } = useLingui();
  const look = looks[level];
  if (!look) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        look.tone,
        className,
      )}
    >
      {_(look.id)}
    </span>
  );
}
