import { useEffect, useState, type RefObject } from 'react';
import type uPlot from 'uplot';
import type { Options } from 'uplot';

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
  /** Bars of two series sit side by side: -1 left of the tick, 1 right, 0 centred. */
  align: -1 | 0 | 1;
}

/** Everything the chart draws; passed as one value so a change redraws it once. */
export interface BarChartSpec {
  names: string[];
  series: BarSeries[];
  userLabel: string;
}

export const CHART_HEIGHT = 260;
const short = (name: string) =>
  Array.from(name).length > 10 ? `${Array.from(name).slice(0, 9).join('')}…` : name;

function chartOptions(U: typeof uPlot, spec: BarChartSpec, width: number): Options {
  const { names, series } = spec;
  const bars = (align: -1 | 0 | 1) =>
    U.paths.bars!({ size: [series.length > 1 ? 0.35 : 0.6, 48], align, radius: 0.15 });
  const narrow = width < 640;
  return {
    width,
    height: CHART_HEIGHT,
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: [-0.6, names.length - 0.4] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        splits: () => names.map((_n, i) => i),
        values: (_u, splits) => splits.map((i) => short(names[i] ?? '')),
        rotate: narrow ? -40 : 0,
        size: narrow ? 70 : 40,
        font: '12px system-ui, sans-serif',
        stroke: '#475569',
        grid: { show: false },
        ticks: { show: false },
      },
      {
        font: '12px system-ui, sans-serif',
        stroke: '#64748b',
        grid: { stroke: '#e2e8f0', width: 1 },
        ticks: { show: false },
        size: 44,
      },
    ],
    series: [
      // The legend names the hovered user (x is the user's index).
      { label: spec.userLabel, value: (_u, i) => (i === null ? '--' : (names[i] ?? '')) },
      ...series.map((s) => ({
        label: s.label,
        fill: s.color,
        stroke: s.color,
        width: 0,
        paths: bars(s.align),
        points: { show: false },
      })),
    ],
  };
}

/**
 * Draws the bars into `box` once uPlot (and its styles) have loaded: they come with the chart
 * only, never with the page shell. Follows the box's width. Answers whether it is drawn.
 */
export function useBarChart(box: RefObject<HTMLDivElement | null>, specJson: string) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = box.current;
    const spec = JSON.parse(specJson) as BarChartSpec;
    if (!el || spec.names.length === 0) return undefined;
    let plot: uPlot | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() =>
      plot?.setSize({ width: el.clientWidth, height: CHART_HEIGHT }),
    );
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: U }]) => {
        if (cancelled) return;
        el.replaceChildren();
        const data: uPlot.AlignedData = [
          spec.names.map((_n, i) => i),
          ...spec.series.map((s) => s.values),
        ];
        plot = new U(chartOptions(U, spec, el.clientWidth), data, el);
        observer.observe(el);
        setReady(true);
      },
    );
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [box, specJson]);
  return ready;
}
