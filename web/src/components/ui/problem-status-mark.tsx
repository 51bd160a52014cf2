import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import { isJudging, JudgeStatus } from '../../lib/judge-status';
import { Icon } from './icon';

/**
 * The signed-in user's mark on a problem: a green check when accepted, a clock while a
 * submission is being judged, a red cross for any other result; nothing when never tried.
 */
export function ProblemStatusMark({
  status,
  className,
}: {
  status: number | null | undefined;
  className?: string;
}) {
  const { _ } = useLingui();
  if (status === null || status === undefined || status === JudgeStatus.NOT_SUBMITTED) return null;
  if (status === JudgeStatus.ACCEPTED) {
    return (
      <span
        role="img"
        className="inline-flex"
        aria-label={_('problem.mark-solved')}
        title={_('problem.mark-solved')}
      >
        <Icon name="check-plain" className={cn('size-5 text-emerald-600', className)} />
      </span>
    );
  }
  if (isJudging(status) || status === JudgeStatus.SUBMITTED_UNKNOWN || status === 9) {
    return (
      <span
        role="img"
        className="inline-flex"
        aria-label={_('problem.mark-pending')}
        title={_('problem.mark-pending')}
      >
        <Icon name="clock" className={cn('size-5 text-sky-600', className)} />
      </span>
    );
  }
  return (
    <span
      role="img"
      className="inline-flex"
      aria-label={_('problem.mark-tried')}
      title={_('problem.mark-tried')}
    >
      <Icon name="close" className={cn('size-5 text-red-500', className)} />
    </span>
  );
}
