import { useLingui } from '@lingui/react';
import type { Balloon } from '../api/balloons';

/** Seconds from the contest start as h:mm:ss. */
export function formatSolveTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export const timeText = (b: Balloon) => (b.useTime === null ? '—' : formatSolveTime(b.useTime));

/** The balloon's colour beside the problem's letter (grey when the contest set no colour). */
export function BalloonSwatch({ b }: { b: Balloon }) {
  const { _ } = useLingui();
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className="inline-block size-6 shrink-0 rounded-full shadow-inner ring-1 ring-slate-300"
        style={{ backgroundColor: b.color ?? '#e2e8f0' }}
        role="img"
        aria-label={_('balloons.color-label', { color: b.color ?? '—' })}
      />
      <span className="font-mono font-semibold">{b.displayId}</span>
    </span>
  );
}

/** First to solve, star team, and a balloon whose AC a rejudge took away. */
export function BalloonBadges({ b }: { b: Balloon }) {
  const { _ } = useLingui();
  const badge = 'rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';
  return (
    <span className="inline-flex flex-wrap gap-1">
      {b.firstToSolve && (
        <span className={`${badge} bg-red-50 text-red-700 ring-red-200`}>
          {_('balloons.first')}
        </span>
      )}
      {b.star && (
        <span className={`${badge} bg-amber-50 text-amber-700 ring-amber-200`}>
          {_('balloons.star')}
        </span>
      )}
      {b.revoked && (
        <span className={`${badge} bg-slate-100 text-slate-700 ring-slate-300`}>
          {_('balloons.revoked')}
        </span>
      )}
    </span>
  );
}
