import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { claimBalloon, deliverBalloon, type Balloon } from '../api/balloons';
import { useBalloons } from '../hooks/use-balloons';
import { BalloonBadges, BalloonSwatch, timeText } from './balloon-parts';

const keyOf = (b: Balloon) => `${b.uid}|${b.pid}`;

/**
 * /contest/:contestID/ac-info: the balloon runners' queue (contest admins). Queued balloons
 * first, each with its colour, team, problem and solve time; a runner claims one, then says it
 * was delivered. Moves live with every first AC and every other runner's action.
 */
export function BalloonQueue({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const list = useBalloons(cid);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = list.data ?? [];

  const act = async (b: Balloon, action: 'claim' | 'deliver') => {
    setBusy(keyOf(b));
    try {
      await (action === 'claim' ? claimBalloon(b) : deliverBalloon(b));
      list.reload();
    } catch (error) {
      toast.error(describeApiError(error));
      list.reload();
    } finally {
      setBusy(null);
    }
  };

  const stateText = (b: Balloon) =>
    b.state === 'queued'
      ? _('balloons.state-queued')
      : b.state === 'claimed'
        ? _('balloons.state-claimed', { runner: b.runner ?? '' })
        : _('balloons.state-delivered', { runner: b.runner ?? '' });
  const actions = (b: Balloon) =>
    b.state === 'delivered' ? null : (
      <div className="flex flex-wrap justify-end gap-2">
        {b.state === 'queued' && !b.revoked && (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === keyOf(b)}
            onClick={() => void act(b, 'claim')}
          >
            {_('balloons.claim')}
          </Button>
        )}
        <Button size="sm" loading={busy === keyOf(b)} onClick={() => void act(b, 'deliver')}>
          {_('balloons.deliver')}
        </Button>
      </div>
    );
  const team = (b: Balloon) => (
    <span className="font-medium text-slate-800">
      {b.username}
      {b.school && <span className="ml-1.5 text-xs font-normal text-slate-500">{b.school}</span>}
    </span>
  );

  const columns: Column<Balloon>[] = [
    { key: 'color', header: _('balloons.col-balloon'), cell: (b) => <BalloonSwatch b={b} /> },
    { key: 'team', header: _('balloons.col-team'), cell: team },
    { key: 'time', header: _('balloons.col-time'), cell: (b) => <TimeCell b={b} /> },
    { key: 'badges', header: '', cell: (b) => <BalloonBadges b={b} /> },
    { key: 'state', header: _('balloons.col-state'), cell: stateText, hideBelow: 'lg' },
    { key: 'actions', header: '', cell: actions, className: 'text-right' },
  ];

  return (
    <div>
      <p className="px-4 py-3 text-sm text-slate-500" data-balloons-live={list.live}>
        {list.live ? _('balloons.live') : _('balloons.offline')}
      </p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={keyOf}
        rowProps={(b) => ({
          'data-balloon': `${b.username}-${b.displayId}`,
          'data-state': b.state,
        })}
        empty={list.failed ? _('balloons.load-failed') : _('balloons.empty')}
        loading={list.loading}
        caption={_('contest.tab.ac-info')}
        className="border-t border-slate-100"
        card={(b) => (
          <div
            className="flex items-center gap-3"
            data-balloon={`${b.username}-${b.displayId}`}
            data-state={b.state}
          >
            <BalloonSwatch b={b} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm">{team(b)}</p>
              <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                <TimeCell b={b} /> · {stateText(b)} <BalloonBadges b={b} />
              </p>
            </div>
            {actions(b)}
          </div>
        )}
      />
    </div>
  );
}

function TimeCell({ b }: { b: Balloon }) {
  return <span className="tabular-nums">{timeText(b)}</span>;
}
