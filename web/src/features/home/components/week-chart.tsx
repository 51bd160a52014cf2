import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { WeekStatistics } from '../api/types';
import { AC_COLOR, TOTAL_COLOR } from './chart-colors';

export interface WeekChartProps {
  stats: WeekStatistics;
  /** Series names in the viewer's language. */
  labels: { total: string; ac: string };
  height: number;
  /** Called with the day under the pointer (null when it leaves). */
  onHover: (day: number | null) => void;
}

const days = [0, 1, 2, 3, 4, 5, 6];

const options = (p: WeekChartProps, width: number, hover: (u: uPlot) => void): uPlot.Options => {
  const bars = (align: -1 | 1) =>
    uPlot.paths.bars?.({ align, size: [0.36, 26], radius: [0.15, 0], gap: 1 });
  return {
    width,
    height: p.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: [-0.6, 6.6] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        splits: () => days,
        // MM-DD under each bar; only DD when seven of those would not fit (phones).
        values: (u, splits) =>
          splits.map((i) => p.stats.dateStrList[i]?.slice(u.width < 420 ? 8 : 5) ?? ''),
        grid: { show: false },
        stroke: '#64748b',
        ticks: { show: false },
        size: 28,
      },
      {
        stroke: '#64748b',
        grid: { stroke: '#f1f5f9' },
        ticks: { show: false },
        // Counts are whole numbers: no 0.5 ticks on a quiet week.
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
        size: 44,
      },
    ],
    series: [
      {},
      {
        label: p.labels.total,
        fill: TOTAL_COLOR,
        stroke: TOTAL_COLOR,
        paths: bars(-1),
        points: { show: false },
      },
      {
        label: p.labels.ac,
        fill: AC_COLOR,
        stroke: AC_COLOR,
        paths: bars(1),
        points: { show: false },
      },
    ],
    hooks: { setCursor: [hover] },
  };
};

/** Submissions (blue) and accepted ones (green) per day as grouped bars, drawn by uPlot. */
export function WeekChart(props: WeekChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { stats, labels, height, onHover } = props;
  const hoverRef = useRef(onHover);
  useEffect(() => {
    hoverRef.current = onHover;
  }, [onHover]);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [days, stats.totalCountList, stats.acCountList];
    const hover = (u: uPlot) => {
      const idx = u.cursor.idx;
      hoverRef.current(idx === null || idx === undefined ? null : idx);
    };
    const plot = new uPlot(
      options({ stats, labels, height, onHover }, element.clientWidth, hover),
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // onHover is read through a ref so a new callback does not redraw the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stats, labels.total, labels.ac, height]);

  return <div ref={box} className="w-full" aria-hidden="true" />;
}
