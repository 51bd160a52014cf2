import { createHash } from 'node:crypto';
import type { SubmissionStatus } from '@oj/events';

/** TIME: ISO 8601 with milliseconds, always UTC (one form everywhere, as the spec asks). */
export const time = (d: Date | number): string => new Date(d).toISOString();

/** RELTIME `(-)?h:mm:ss.uuu` of a span in ms. */
export const reltime = (ms: number): string => {
  const sign = ms < 0 ? '-' : '';
  const a = Math.abs(Math.round(ms));
  const h = Math.floor(a / 3_600_000);
  const m = Math.floor(a / 60_000) % 60;
  const s = Math.floor(a / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${sign}${h}:${pad(m)}:${pad(s)}.${pad(a % 1000, 3)}`;
};

/** An ID as the spec allows it: `[a-zA-Z0-9_.-]`, at most 36, no leading dash or dot. */
export const ccsId = (raw: string): string => {
  const s = raw.replace(/[^a-zA-Z0-9_.-]/g, '_').slice(0, 36);
  return /^[-.]/.test(s) || s.endsWith('.') || s === '' ? `x${s}`.slice(0, 35) + 'x' : s;
};

/** Schools become organizations; a hash keeps the id short and stable whatever the name holds. */
export const organizationId = (school: string): string =>
  `org-${createHash('sha1').update(school).digest('hex').slice(0, 12)}`;

/** Our language names (C, C++, Java, Python3...) as the spec's known ids where one fits. */
export const languageId = (name: string): string => {
  const l = name.toLowerCase().replace(/\s+/g, '');
  const known: Record<string, string> = { 'c++': 'cpp', 'c#': 'csharp', golang: 'go' };
  return ccsId(known[l] ?? l.replace(/\+/g, 'p').replace(/#/g, 'sharp'));
};

/** A verdict's judgement type: the spec's known ids (RE is the spec's "Rejected", ours is RTE). */
export interface JudgementType {
  id: string;
  name: string;
  penalty: boolean;
  solved: boolean;
}

// Penalties as JUDGING.md counts them: CE and SE cost nothing.
export const judgementTypes: readonly JudgementType[] = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  { id: 'PE', name: 'Presentation Error', penalty: true, solved: false },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false },
  { id: 'CE', name: 'Compile Error', penalty: false, solved: false },
  { id: 'SE', name: 'Submission Error', penalty: false, solved: false },
];

/**
 * The judgement type of a final status; null for the states that are no verdict (pending,
 * judging, cancelled). OI's partial score is not solved: the nearest known type is WA.
 */
export const judgementTypeOf = (s: SubmissionStatus): string | null => {
  switch (s) {
    case 'AC':
    case 'WA':
    case 'PE':
    case 'TLE':
    case 'MLE':
    case 'CE':
    case 'SE':
      return s;
    case 'RE':
      return 'RTE';
    case 'PA':
      return 'WA';
    default:
      return null;
  }
};
