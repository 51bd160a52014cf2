import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-message';
import { isLoggedInAtom } from '../../../lib/session';
import { useResource } from '../../../lib/use-resource';
import { getContestVirtual, startContestVirtual } from '../api/virtual';
import { useContestProblems } from '../hooks/use-contest-problems';
import { VirtualRunBoard } from './virtual-run-board';

export interface VirtualContestPanelProps {
  cid: number;
  /** 0 ACM, 1 OI. */
  type: number;
  ended: boolean;
}

/**
 * /contest/:contestID/virtual: start a finished contest at any time and take it as if it were
 * live, against everyone else at the same elapsed minute; the run stays off the real ranking.
 */
export function VirtualContestPanel({ cid, type, ended }: VirtualContestPanelProps) {
  const { _ } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const run = useResource(`${cid}:${loggedIn}`, (signal) =>
    loggedIn ? getContestVirtual(cid, signal) : Promise.resolve(null),
  );
  const { problems, error } = useContestProblems(cid);
  const [confirm, setConfirm] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!ended) return <EmptyState title={_('virtual.not-ended')} icon="clock" />;
  if (!loggedIn) return <EmptyState title={_('virtual.login')} icon="lock" />;
  const problemError = error;
  if (run.failed || problemError !== null)
    return <EmptyState title={describeApiError(run.error ?? problemError)} icon="alert" />;
  if (run.loading || problems === null)
    return (
      <div className="flex justify-center py-16 text-slate-400">
        <Spinner className="size-6" />
        <span className="sr-only">{_('common.loading')}</span>
      </div>
    );
  const current = run.data;
  if (current)
    return (
      <VirtualRunBoard
        cid={cid}
        rule={type === 1 ? 'OI' : 'ACM'}
        problems={problems}
        startedAt={current.startedAt}
        serverNow={current.now}
      />
    );

  const start = () => {
    setStarting(true);
    startContestVirtual(cid).then(
      () => {
        setStarting(false);
        setConfirm(false);
        run.reload();
      },
      (e: unknown) => {
        setStarting(false);
        setConfirm(false);
        setFailure(describeApiError(e));
      },
    );
  };
  return (
    <EmptyState title={_('virtual.intro')} icon="play">
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <Button onClick={() => setConfirm(true)} data-testid="virtual-start">
        {_('virtual.start')}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={_('virtual.start')}
        message={_('virtual.confirm')}
        confirmLabel={_('virtual.start')}
        loading={starting}
        onConfirm={start}
      />
    </EmptyState>
  );
}
