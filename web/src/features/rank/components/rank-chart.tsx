import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { RankRecord, RankType } from '../api/get-rank-list';
import { CHART_HEIGHT, useBarChart, type BarChartSpec } from './bar-chart';

/** Bars of the ten best users: AC and Total for ACM, score for OI. */
export function RankChart({ type, rows }: { type: RankType; rows: readonly RankRecord[] }) {
  const { _ } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const spec: BarChartSpec = {
    names: rows.map((r) => r.username),
    userLabel: _('rank.user'),
    series:
      type === 'acm'
        ? [
            { label: _('rank.ac'), values: rows.map((r) => r.ac), color: '#2563eb', align: -1 },
            {
              label: _('rank.total'),
              values: rows.map((r) => r.total),
              color: '#94a3b8',
              align: 1,
            },
          ]
        : [
            {
              label: _('rank.score'),
              values: rows.map((r) => r.score),
              color: '#2563eb',
              align: 0,
            },
          ],
  };
  const ready = useBarChart(box, JSON.stringify(spec));
  return (
    <div className="relative" style={{ minHeight: CHART_HEIGHT }}>
      {!ready && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner className="size-5 text-primary-500" />
        </div>
      )}
      <div
        ref={box}
        role="img"
        aria-label={_('rank.chart-label', { count: rows.length })}
        className="w-full"
      />
    </div>
  );
}
