import type { WeekStatistics } from '../api/types';
import { AC_COLOR, TOTAL_COLOR } from './chart-colors';

const Swatch = ({ color }: { color: string }) => (
  <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ backgroundColor: color }} />
);

/** The chart's key with the numbers of one day (the hovered one, else today). */
export function WeekLegend({
  stats,
  day,
  labels,
}: {
  stats: WeekStatistics;
  day: number;
  labels: { total: string; ac: string };
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 px-2 text-xs text-slate-600">
      <span className="font-medium text-slate-800 tabular-nums">{stats.dateStrList[day]}</span>
      <span className="inline-flex items-center gap-1.5">
        <Swatch color={TOTAL_COLOR} />
        {labels.total}: <b className="tabular-nums">{stats.totalCountList[day] ?? 0}</b>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Swatch color={AC_COLOR} />
        {labels.ac}: <b className="tabular-nums">{stats.acCountList[day] ?? 0}</b>
      </span>
    </p>
  );
}

/** The same numbers as text for screen readers (the canvas says nothing). */
export function WeekNumbers({
  stats,
  labels,
}: {
  stats: WeekStatistics;
  labels: { total: string; ac: string };
}) {
  return (
    <ul className="sr-only">
      {stats.dateStrList.map((date, i) => (
        <li key={date}>
          {date}: {labels.total} {stats.totalCountList[i]}, {labels.ac} {stats.acCountList[i]}
        </li>
      ))}
    </ul>
  );
}
