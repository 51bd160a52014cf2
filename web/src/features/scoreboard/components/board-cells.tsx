import { useLingui } from '@lingui/react';
import type { AcmCellDto, ScoreboardRowDto } from '@oj/events/scoring';
import { cn } from '../../../lib/cn';
import { acmCellState, minutes, rankText, scoreBand, type AcmCellState } from '../board-format';

const cellBox =
  'mx-auto flex min-h-10 w-full max-w-20 flex-col items-center justify-center rounded-md px-1 py-1 text-xs leading-tight tabular-nums';

const acmLooks: Record<AcmCellState, string> = {
  'first-blood': 'bg-emerald-700 text-white',
  accepted: 'bg-emerald-100 text-emerald-800',
  frozen: 'bg-sky-100 text-sky-800',
  wrong: 'bg-red-100 text-red-700',
  empty: '',
};

/** The rank, in the award's box and colours when the row won one; '*' for star users. */
export function RankCell({ row }: { row: ScoreboardRowDto }) {
  const award = row.isWinAward && row.awardName !== null;
  return (
    <span
      data-testid="board-rank"
      title={award ? (row.awardName ?? undefined) : undefined}
      className={cn(
        'inline-flex min-w-9 flex-col items-center rounded-md px-1.5 py-0.5 text-sm font-semibold tabular-nums',
        !award && 'text-slate-700',
      )}
      style={
        award
          ? { background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined }
          : undefined
      }
    >
      {rankText(row)}
      {award && <span className="text-[10px] leading-tight font-medium">{row.awardName}</span>}
    </span>
  );
}

/** An ACM problem cell: accepted (darker for first blood), wrong tries, or frozen tries. */
export function AcmCell({ cell }: { cell: AcmCellDto | undefined }) {
  const { _ } = useLingui();
  const state = acmCellState(cell);
  if (!cell || state === 'empty') return null;
  const values = { minutes: minutes(cell.ACTime), errors: cell.errorNum, tries: cell.tryNum };
  const label = _(`scoreboard.cell.${state}`, values);
  return (
    <div
      data-state={state}
      title={label}
      aria-label={label}
      className={cn(cellBox, acmLooks[state])}
    >
      {state === 'accepted' || state === 'first-blood' ? (
        <>
          <span className="text-sm font-semibold">{values.minutes}</span>
          {cell.errorNum > 0 && <span className="opacity-80">(-{cell.errorNum})</span>}
        </>
      ) : state === 'frozen' ? (
        <>
          <span className="text-sm font-bold">?</span>
          <span>
            {cell.errorNum > 0 && `(-${cell.errorNum}) `}+{cell.tryNum}
          </span>
        </>
      ) : (
        <span className="text-sm font-semibold">(-{cell.errorNum})</span>
      )}
    </div>
  );
}

const scoreLooks = {
  zero: 'bg-red-100 text-red-700',
  partial: 'bg-amber-100 text-amber-800',
  full: 'bg-emerald-100 text-emerald-800',
};

/** An OI problem cell: the score, coloured by band, and the run time of a full score. */
export function OiCell({ score, time }: { score: number | undefined; time: number | undefined }) {
  const { _ } = useLingui();
  if (score === undefined) return null;
  const label =
    time === undefined
      ? _('scoreboard.cell.score', { score })
      : _('scoreboard.cell.score-time', { score, time });
  return (
    <div title={label} aria-label={label} className={cn(cellBox, scoreLooks[scoreBand(score)])}>
      <span className="text-sm font-semibold">{score}</span>
      {time !== undefined && <span className="opacity-80">{_('scoreboard.ms', { time })}</span>}
    </div>
  );
}

/** A problem column's head: balloon colour, display id and the page's accepted/tried counts. */
export function ProblemHead({
  displayId,
  title,
  color,
  counts,
}: {
  displayId: string;
  title: string;
  color: string | null;
  counts?: { accepted: number; tried: number } | undefined;
}) {
  const { _ } = useLingui();
  return (
    <span
      className="flex flex-col items-center gap-0.5 normal-case"
      title={`${displayId}. ${title}`}
    >
      <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <span
          aria-hidden="true"
          className="size-3 rounded-full border border-black/10"
          style={{ background: color ?? '#cbd5e1' }}
        />
        {displayId}
      </span>
      {counts && (
        <span
          className="font-normal tracking-normal text-slate-400 tabular-nums"
          title={_('scoreboard.problem-counts', counts)}
        >
          {counts.accepted}/{counts.tried}
        </span>
      )}
    </span>
  );
}
