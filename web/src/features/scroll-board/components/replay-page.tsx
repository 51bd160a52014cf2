import { useLingui } from '@lingui/react';
import type { UserProfile } from '@oj/events/scoring';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import type { BoardHistory } from '../api/board-history';
import { useBoardHistory } from '../hooks/use-board-history';
import { useReplayClock } from '../hooks/use-replay-clock';
import {
  lastMinute,
  REPLAY_SPEEDS,
  replayBoard,
  replayHistory,
  timeAtMinute,
  type ReplayAudience,
  type ReplaySpeed,
} from '../replay';
import { ReplayTable } from './replay-table';

/** The icon set has no pause glyph. */
const PauseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

const AUDIENCES: readonly ReplayAudience[] = ['public', 'admin'];

function Replay({
  history,
  users,
}: {
  history: BoardHistory;
  users: ReadonlyMap<string, UserProfile>;
}) {
  const { _ } = useLingui();
  const sliderId = useId();
  const last = lastMinute(history.settings);
  const clock = useReplayClock(last);
  const [audience, setAudience] = useState<ReplayAudience>('admin');
  // Indexed once (snapshots of the log): each slider move or playback tick is then a jump.
  const indexed = useMemo(() => replayHistory(history), [history]);
  const board = useMemo(
    () => replayBoard(indexed, clock.minute, audience, users),
    [indexed, clock.minute, audience, users],
  );
  const minuteText = _('replay.minute-of', { minute: clock.minute, total: last });
  const when = formatDateTime(timeAtMinute(history.settings, clock.minute));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={clock.playing ? clock.pause : clock.play}
          aria-label={clock.playing ? _('replay.pause') : _('replay.play')}
        >
          {clock.playing ? <PauseIcon /> : <Icon name="play" className="size-4" />}
          {clock.playing ? _('replay.pause') : _('replay.play')}
        </Button>
        <Select
          label={_('replay.speed')}
          showLabel
          value={String(clock.speed)}
          onChange={(e) => clock.setSpeed(Number(e.target.value) as ReplaySpeed)}
          options={REPLAY_SPEEDS.map((s) => ({
            value: String(s),
            label: _('replay.speed-option', { speed: s }),
          }))}
          className="w-36"
        />
        <div
          role="group"
          aria-label={_('replay.audience')}
          className="inline-flex rounded-lg border border-slate-300 p-0.5"
        >
          {AUDIENCES.map((a) => (
            <button
              key={a}
              type="button"
              aria-pressed={audience === a}
              onClick={() => setAudience(a)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium transition-colors',
                audience === a ? 'bg-primary-600 text-white' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {_(`replay.audience.${a}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="space-y-1">
        <label
          htmlFor={sliderId}
          className="flex flex-wrap justify-between gap-2 text-sm text-slate-600"
        >
          <span className="font-medium text-slate-800">{minuteText}</span>
          <span className="tabular-nums">{when}</span>
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={last}
          step={1}
          value={clock.minute}
          aria-valuetext={`${minuteText} (${when})`}
          onChange={(e) => {
            clock.pause();
            clock.setMinute(Number(e.target.value));
          }}
          className="w-full accent-primary-600"
        />
        <div className="flex justify-between text-xs text-slate-400 tabular-nums">
          <span>{formatDateTime(history.settings.startTime)}</span>
          <span>{formatDateTime(history.settings.endTime)}</span>
        </div>
        <p className="text-xs text-slate-500" data-testid="replay-events">
          {_('replay.events-so-far', { count: board.happened, total: indexed.entries.length })}
        </p>
      </div>
      {board.kind === 'sealed' && (
        <p className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-800">
          <Icon name="eye" className="size-4 shrink-0" />
          {_('replay.sealed-note')}
        </p>
      )}
      {board.rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">{_('replay.empty')}</p>
      ) : (
        <ReplayTable
          type={history.settings.type}
          rows={board.rows}
          problems={history.problems}
          judging={board.judging}
        />
      )}
    </div>
  );
}

/**
 * The Replay tab (contest admins): a scrubber over the contest's event log, the board at any
 * minute as the public or the admins saw it then, played at 1x to 60x.
 */
export function ReplayPage({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const { history, users, error } = useBoardHistory(cid);
  return (
    <section className="space-y-4 px-4 py-5 sm:px-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-800">{_('replay.title')}</h2>
        <p className="mt-1 text-sm text-slate-500">{_('replay.history-intro')}</p>
      </div>
      {error !== undefined ? (
        <p role="alert" className="text-sm text-red-600">
          {describeApiError(error)}
        </p>
      ) : history === undefined ? (
        <div role="status" className="flex justify-center py-16 text-slate-400">
          <Spinner className="size-6" />
          <span className="sr-only">{_('common.loading')}</span>
        </div>
      ) : (
        <Replay history={history} users={users} />
      )}
    </section>
  );
}
