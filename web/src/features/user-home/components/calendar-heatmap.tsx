import { useLingui } from '@lingui/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { cn } from '../../../lib/cn';
import type { Heatmap } from '../api/get-user-home';
import { buildHeatmap, type HeatmapGrid } from '../heatmap-grid';

const tones = [
  'bg-slate-100',
  'bg-emerald-200',
  'bg-emerald-400',
  'bg-emerald-600',
  'bg-emerald-800',
];
const CELL = 'size-[11px] rounded-[2px]';
/** Cell plus gap, in px: where a month label sits above its week column. */
const PITCH = 14;

function DayLabels() {
  const { i18n } = useLingui();
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  // 2026-11-22 is a Sunday: rows 1, 3 and 5 are Monday, Wednesday and Friday.
  return (
    <div className="grid shrink-0 grid-rows-[16px_repeat(7,11px)] gap-[3px] text-[10px] text-slate-400">
      <span />
      {[0, 1, 2, 3, 4, 5, 6].map((row) => (
        <span key={row} className="leading-[11px]">
          {row % 2 === 1 ? weekday.format(Date.UTC(2026, 10, 22 + row)) : ''}
        </span>
      ))}
    </div>
  );
}

function Weeks({ grid }: { grid: HeatmapGrid }) {
  const { _, i18n } = useLingui();
  const month = new Intl.DateTimeFormat(i18n.locale, { month: 'short', timeZone: 'UTC' });
  return (
    <div>
      <div className="relative h-4 text-[10px] text-slate-400">
        {grid.months.map((m) => (
          <span key={m.date} className="absolute top-0" style={{ left: m.week * PITCH }}>
            {month.format(Date.parse(`${m.date}T00:00:00Z`))}
          </span>
        ))}
      </div>
      <div className="mt-[3px] flex gap-[3px]">
        {grid.weeks.map((week, w) => (
          <div key={w} className="grid grid-rows-7 gap-[3px]">
            {week.map((d, i) => (
              <span
                key={d?.date ?? `pad-${i}`}
                title={d ? _('user-home.heatmap-day', { count: d.count, date: d.date }) : undefined}
                className={cn(CELL, d && tones[d.level])}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * GitHub-like year of submissions: one column per week, newest on the right. On a phone the
 * grid scrolls sideways and opens scrolled to today.
 */
export function CalendarHeatmap({ heatmap }: { heatmap: Heatmap }) {
  const { _ } = useLingui();
  const grid = useMemo(() => buildHeatmap(heatmap.endDate, heatmap.dataList), [heatmap]);
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [grid]);
  const total = _('user-home.heatmap-total', { count: grid.total });
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{total}</p>
      <div ref={scroller} role="img" aria-label={total} className="overflow-x-auto pb-1">
        <div className="inline-flex gap-2">
          <DayLabels />
          <Weeks grid={grid} />
        </div>
      </div>
      <div className="flex items-center justify-end gap-1 text-[11px] text-slate-500">
        <span className="mr-1">{_('user-home.heatmap-less')}</span>
        {tones.map((tone) => (
          <span key={tone} className={cn(CELL, tone)} />
        ))}
        <span className="ml-1">{_('user-home.heatmap-more')}</span>
      </div>
    </div>
  );
}
