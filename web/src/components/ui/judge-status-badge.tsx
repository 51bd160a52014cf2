import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import { isJudging, judgeStatusInfo, toneClasses } from '../../lib/judge-status';
import { Spinner } from './spinner';

export interface JudgeStatusBadgeProps {
  status: number;
  /** Show the abbreviation (WA) instead of the full name. */
  short?: boolean;
  className?: string;
}

/** A verdict as a coloured pill; a spinner while Pending, Compiling or Judging. */
export function JudgeStatusBadge({ status, short = false, className }: JudgeStatusBadgeProps) {
  const { _ } = useLingui();
  const info = judgeStatusInfo(status);
  const name = _(info.labelId);
  return (
    <span
      title={short ? name : undefined}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        toneClasses[info.tone],
        className,
      )}
    >
      {isJudging(status) && <Spinner className="size-3" />}
      {short ? info.short : name}
    </span>
  );
}
