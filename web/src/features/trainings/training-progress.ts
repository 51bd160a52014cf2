/**
 * The progress bar's colour bands (spec 2 section 2: the colour changes at 20, 40, 60, 80 and
 * 100 percent), as HOJ draws them: grey up to 20 %, red to 40 %, amber to 60 %, blue to 80 %,
 * green above.
 */
export type ProgressBand = 'grey' | 'red' | 'amber' | 'blue' | 'green';

/** Solved share in percent (0..100); an empty training counts as done, like HOJ shows it. */
export function progressPercent(acCount: number | null | undefined, problemCount: number): number {
  if (!problemCount || problemCount <= 0) return 100;
  const ac = Math.max(0, Math.min(acCount ?? 0, problemCount));
  return (ac / problemCount) * 100;
}

/**
 * The band a percentage falls in. Each limit starts the next band (20 % is red), as Element's
 * progress bar picks the first colour whose limit is above the value.
 */
export function progressBand(percent: number): ProgressBand {
  if (percent < 20) return 'grey';
  if (percent < 40) return 'red';
  if (percent < 60) return 'amber';
  if (percent < 80) return 'blue';
  return 'green';
}

/** Tailwind classes of each band's bar. */
export const bandClasses: Record<ProgressBand, string> = {
  grey: 'bg-slate-400',
  red: 'bg-red-500',
  amber: 'bg-amber-500',
  blue: 'bg-sky-500',
  green: 'bg-emerald-500',
};

/** Two decimals, without trailing zeros ("33.33", "50", "100"). */
export const formatPercent = (percent: number) => String(Number(percent.toFixed(2)));
