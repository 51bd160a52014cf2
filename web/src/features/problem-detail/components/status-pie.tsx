import { useLingui } from '@lingui/react';
import type { ProblemCount } from '../api/types';

const slices: { key: keyof ProblemCount; short: string; labelId: string; color: string }[] = [
  { key: 'ac', short: 'AC', labelId: 'judge.accepted', color: '#16a34a' },
  { key: 'pa', short: 'PA', labelId: 'judge.partial-accepted', color: '#0d9488' },
  { key: 'pe', short: 'PE', labelId: 'judge.presentation-error', color: '#f472b6' },
  { key: 'ce', short: 'CE', labelId: 'judge.compile-error', color: '#eab308' },
  { key: 're', short: 'RE', labelId: 'judge.runtime-error', color: '#8b5cf6' },
  { key: 'wa', short: 'WA', labelId: 'judge.wrong-answer', color: '#ef4444' },
  { key: 'tle', short: 'TLE', labelId: 'judge.time-limit-exceeded', color: '#f97316' },
  { key: 'mle', short: 'MLE', labelId: 'judge.memory-limit-exceeded', color: '#0ea5e9' },
];

const R = 42;
const STROKE = 16;
const C = 2 * Math.PI * R;

/** Share of each result among the problem's submissions, as an SVG donut with a legend. */
export function StatusPie({ count }: { count: ProblemCount }) {
  const { _ } = useLingui();
  const values = slices.map((slice) => ({ ...slice, value: Math.max(0, count[slice.key] || 0) }));
  const sum = values.reduce((total, slice) => total + slice.value, 0);
  let offset = 0;
  return (
    <figure className="flex shrink-0 items-center gap-4">
      <svg
        viewBox="0 0 120 120"
        className="size-28 shrink-0 -rotate-90"
        role="img"
        aria-label={_('problem.pie-label', { total: count.total })}
      >
        <circle cx="60" cy="60" r={R} fill="none" stroke="#e2e8f0" strokeWidth={STROKE} />
        {sum > 0 &&
          values.map((slice) => {
            if (slice.value === 0) return null;
            const length = (slice.value / sum) * C;
            const circle = (
              <circle
                key={slice.key}
                cx="60"
                cy="60"
                r={R}
                fill="none"
                stroke={slice.color}
                strokeWidth={STROKE}
                strokeDasharray={`${length} ${C - length}`}
                strokeDashoffset={-offset}
              >
                <title>{`${_(slice.labelId)}: ${slice.value}`}</title>
              </circle>
            );
            offset += length;
            return circle;
          })}
        <text
          x="60"
          y="60"
          transform="rotate(90 60 60)"
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-slate-700 text-[15px] font-semibold"
        >
          {count.total}
        </text>
      </svg>
      <figcaption className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600">
        {values.map((slice) => (
          <span key={slice.key} className="flex items-center gap-1.5" title={_(slice.labelId)}>
            <span className="size-2.5 rounded-sm" style={{ backgroundColor: slice.color }} />
            <span className="w-8 font-medium">{slice.short}</span>
            <span className="tabular-nums">{slice.value}</span>
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
