/** One day square of the calendar; null pads the first and last week. */
export interface HeatDay {
  date: string;
  count: number;
  /** 0 none ... 4 busiest. */
  level: 0 | 1 | 2 | 3 | 4;
}

export interface HeatmapGrid {
  /** Columns of seven days, Sunday first (GitHub's layout). */
  weeks: (HeatDay | null)[][];
  /** Week columns where a month starts, with that month's first day (for its label). */
  months: { week: number; date: string }[];
  total: number;
}

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const parse = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function levelOf(count: number): HeatDay['level'] {
  if (count <= 0) return 0;
  if (count <= 2) return 1;
  if (count <= 5) return 2;
  if (count <= 9) return 3;
  return 4;
}

/**
 * The last year up to `endDate` (UTC days, as the server counts them) laid out in week
 * columns. Days outside the year are null so every column has seven cells.
 */
export function buildHeatmap(
  endDate: string,
  dataList: readonly { date: string; count: number }[],
): HeatmapGrid {
  const end = parse(endDate);
  const startDate = new Date(end);
  startDate.setUTCFullYear(startDate.getUTCFullYear() - 1);
  const start = startDate.getTime() + DAY;
  const counts = new Map(dataList.map((d) => [d.date, d.count]));
  const firstSunday = start - new Date(start).getUTCDay() * DAY;
  const weeks: (HeatDay | null)[][] = [];
  const months: HeatmapGrid['months'] = [];
  let total = 0;
  for (let week = firstSunday, w = 0; week <= end; week += 7 * DAY, w++) {
    const column: (HeatDay | null)[] = [];
    for (let d = 0; d < 7; d++) {
      const t = week + d * DAY;
      if (t < start || t > end) {
        column.push(null);
        continue;
      }
      const date = iso(t);
      const count = counts.get(date) ?? 0;
      total += count;
      column.push({ date, count, level: levelOf(count) });
      if (date.endsWith('-01') || t === start) months.push({ week: w, date });
    }
    weeks.push(column);
  }
  // A label needs about three columns of room: drop one squeezed against the next.
  const spaced = months.filter((m, i) => (months[i + 1]?.week ?? Infinity) - m.week >= 3);
  return { weeks, months: spaced, total };
}
