import { useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/ui/page-container';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-message';
import type { OutsideInfo } from '../api/get-contest-outsize-info';
import { statusAt } from '../board-format';
import { useOutsideInfo } from '../hooks/use-outside-info';
import { useServerClock } from '../hooks/use-server-clock';
import { BoardHeader } from './board-header';
import { ScoreboardPanel } from './scoreboard-panel';

function OutsideBoard({ info }: { info: OutsideInfo }) {
  const { contest, problemList } = info;
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  const endedAtLoad = contest.status === 1;
  const now = useServerClock(contest.now, !endedAtLoad);
  const status = endedAtLoad ? 1 : statusAt(now, start, end);
  const isAdmin = contest.isContestAdmin === true;
  return (
    <>
      <BoardHeader contest={contest} now={now} status={status} />
      <Card className="overflow-hidden">
        <ScoreboardPanel
          cid={contest.id}
          source="outside"
          rule={contest.type === 1 ? 'OI' : 'ACM'}
          problems={problemList}
          ended={status === 1}
          endTime={end}
          isAdmin={isAdmin}
        />
      </Card>
    </>
  );
}

/**
 * /contest/acm-scoreboard/:contestID and /contest/oi-scoreboard/:contestID: the board of a
 * contest that opened its rank, for everyone (no login). The contest's own rule decides the
 * columns, whichever path was used.
 */
export function OutsideScoreboardPage() {
  const { _ } = useLingui();
  const { contestID = '' } = useParams();
  const cid = /^\d+$/.test(contestID) ? Number(contestID) : 0;
  const { info, error } = useOutsideInfo(cid);
  return (
    <PageContainer className="space-y-4">
      {info ? (
        <OutsideBoard key={cid} info={info} />
      ) : error !== null || cid === 0 ? (
        <Card>
          <EmptyState
            title={cid === 0 ? _('scoreboard.contest-missing') : describeApiError(error)}
            icon="alert"
          >
            <Link to="/contest" className="text-sm text-primary-600 hover:underline">
              {_('scoreboard.back')}
            </Link>
          </EmptyState>
        </Card>
      ) : (
        <div className="flex justify-center py-16 text-slate-400">
          <Spinner className="size-6" />
          <span className="sr-only">{_('common.loading')}</span>
        </div>
      )}
    </PageContainer>
  );
}
