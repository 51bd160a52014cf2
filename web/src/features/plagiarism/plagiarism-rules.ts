import type { FragmentLines, JobSummary } from './api/types';

/** Highlight colours of fragments, cycled: fragment i on both sides has the same one. */
export const fragmentColors = [
  'bg-amber-100',
  'bg-sky-100',
  'bg-emerald-100',
  'bg-rose-100',
  'bg-violet-100',
  'bg-lime-100',
] as const;

/**
 * For each 1-based line of one side, the fragment that covers it (the first listed, which is
 * the longest, when fragments overlap); lines of no fragment are absent.
 */
export const fragmentOfLine = (
  fragments: readonly FragmentLines[],
  side: 'left' | 'right',
): Map<number, number> => {
  const out = new Map<number, number>();
  fragments.forEach((f, i) => {
    for (let line = f[side].from; line <= f[side].to; line++) if (!out.has(line)) out.set(line, i);
  });
  return out;
};

/** Progress 0..100: tokenising is the first tenth, comparing pairs the rest. */
export const progressPercent = ({ progress: p, state }: Pick<JobSummary, 'progress' | 'state'>) => {
  if (state === 'done') return 100;
  const files = p.filesTotal === 0 ? 1 : p.files / p.filesTotal;
  const pairs = p.pairsTotal === 0 ? (files === 1 ? 1 : 0) : p.pairs / p.pairsTotal;
  return Math.floor(10 * files + 90 * pairs);
};

/** A similarity 0..1 as a whole percent. */
export const percent = (similarity: number) => `${Math.round(similarity * 100)}%`;
