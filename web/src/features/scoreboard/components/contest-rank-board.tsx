import { useLingui } from '@lingui/react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-message';
import { useContestProblems } from '../hooks/use-contest-problems';
import { ScoreboardPanel } from './scoreboard-panel';
import { ResultsPin } from './results-pin';

export interface ContestRankBoardProps {
  cid: number;
  /** The contest's rule: 0 ACM, 1 OI (KAOYAN boards read like ACM ones). */
  type: number;
  ended: boolean;
  endTime: number;
  isAdmin: boolean;
}

/** The rank tab of /contest/:contestID: the board with the contest's problem columns. */
export function ContestRankBoard({ cid, type, ended, endTime, isAdmin }: ContestRankBoardProps) {
  const { _ } = useLingui();
  const { problems, error } = useContestProblems(cid);
  if (error !== null) return <EmptyState title={describeApiError(error)} icon="alert" />;
  if (problems === null)
    return (
      <div className="flex justify-center py-16 text-slate-400">
        <Spinner className="size-6" />
        <span className="sr-only">{_('common.loading')}</span>
      </div>
    );
  return (
    <>
      <ScoreboardPanel
        cid={cid}
        source="rank"
        rule={type === 1 ? 'OI' : 'ACM'}
        problems={problems}
        ended={ended}
        endTime={endTime}
        isAdmin={isAdmin}
      />
      {ended && <ResultsPin cid={cid} />}
    </>
  );
}
