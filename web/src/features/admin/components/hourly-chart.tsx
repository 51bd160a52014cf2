import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface HourlyChartProps {
  hourly: readonly { start: string; count: number }[];
  /** Series name in the viewer's language. */
  label: string;
  height?: number;
}

const BAR_COLOR = '#3b82f6';

/** Submissions per hour over the last day as bars (uPlot), the hour of day under each. */
export function HourlyChart({ hourly, label, height = 220 }: HourlyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const xs = hourly.map((h) => Date.parse(h.start) / 1000);
    const data: uPlot.AlignedData = [xs, hourly.map((h) => h.count)];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        axes: [
          {
            stroke: '#64748b',
            grid: { show: false },
            ticks: { show: false },
            // Fewer labels on a phone: every 6 hours instead of every 3.
            space: element.clientWidth < 480 ? 60 : 40,
            values: (_u, splits) =>
              splits.map((s) => `${String(new Date(s * 1000).getHours()).padStart(2, '0')}:00`),
          },
          {
            stroke: '#64748b',
            grid: { stroke: '#f1f5f9' },
            ticks: { show: false },
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
            size: 40,
          },
        ],
        series: [
          {},
          {
            label,
            fill: BAR_COLOR,
            stroke: BAR_COLOR,
            paths: uPlot.paths.bars?.({ size: [0.7, 24], radius: 0.15 }),
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [hourly, label, height]);
  return <div ref={box} className="w-full" role="img" aria-label={label} />;
}
