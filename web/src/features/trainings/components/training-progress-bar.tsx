import { useLingui } from '@lingui/react';
import { cn } from '../../../lib/cn';
import { bandClasses, formatPercent, progressBand, progressPercent } from '../training-progress';

export interface TrainingProgressBarProps {
  acCount: number | null | undefined;
  problemCount: number;
  /** The header's tall bar shows its percentage inside. */
  large?: boolean;
  className?: string;
}

/** Solved / problems as a bar in the colour of its band (20/40/60/80/100 %). */
export function TrainingProgressBar({
  acCount,
  problemCount,
  large = false,
  className,
}: TrainingProgressBarProps) {
  const { _ } = useLingui();
  const percent = progressPercent(acCount, problemCount);
  const ac = acCount ?? 0;
  const label = _('training.progress-detail', { ac, total: problemCount });
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      title={`${ac}/${problemCount}`}
      data-band={progressBand(percent)}
      className={cn('flex min-w-0 items-center gap-2', className)}
    >
      <span
        className={cn(
          'relative block min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200',
          large ? 'h-5' : 'h-2',
        )}
      >
        <span
          className={cn(
            'block h-full rounded-full transition-[width] duration-500',
            bandClasses[progressBand(percent)],
          )}
          style={{ width: `${percent}%` }}
        />
        {large && (
          <span className="absolute inset-0 flex items-center justify-center text-xs font-semibold text-slate-800 tabular-nums mix-blend-multiply">
            {formatPercent(percent)}%
          </span>
        )}
      </span>
      {!large && (
        <span className="shrink-0 text-xs text-slate-600 tabular-nums">
          {ac}/{problemCount}
        </span>
      )}
    </div>
  );
}
