/**
 * HOJ's numeric judge status codes (spec section 3), their catalog ids, short names and colour
 * tones. Every page that shows a verdict reads them from here.
 */
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
} as const;

export type JudgeTone = 'success' | 'danger' | 'warning' | 'orange' | 'info' | 'partial' | 'muted';

export interface JudgeStatusInfo {
  code: number;
  /** Lingui id of the full name ("Wrong Answer"). */
  labelId: string;
  /** Abbreviation shown in tight places (WA). */
  short: string;
  tone: JudgeTone;
}

const table: JudgeStatusInfo[] = [
  { code: -10, labelId: 'judge.not-submitted', short: 'NS', tone: 'muted' },
  { code: -5, labelId: 'judge.submitted-unknown', short: 'SNR', tone: 'muted' },
  { code: -4, labelId: 'judge.cancelled', short: 'CA', tone: 'muted' },
  { code: -3, labelId: 'judge.presentation-error', short: 'PE', tone: 'orange' },
  { code: -2, labelId: 'judge.compile-error', short: 'CE', tone: 'warning' },
  { code: -1, labelId: 'judge.wrong-answer', short: 'WA', tone: 'danger' },
  { code: 0, labelId: 'judge.accepted', short: 'AC', tone: 'success' },
  { code: 1, labelId: 'judge.time-limit-exceeded', short: 'TLE', tone: 'orange' },
  { code: 2, labelId: 'judge.memory-limit-exceeded', short: 'MLE', tone: 'orange' },
  { code: 3, labelId: 'judge.runtime-error', short: 'RE', tone: 'orange' },
  { code: 4, labelId: 'judge.system-error', short: 'SE', tone: 'muted' },
  { code: 5, labelId: 'judge.pending', short: 'PD', tone: 'info' },
  { code: 6, labelId: 'judge.compiling', short: 'CP', tone: 'info' },
  { code: 7, labelId: 'judge.judging', short: 'JG', tone: 'info' },
  { code: 8, labelId: 'judge.partial-accepted', short: 'PAC', tone: 'partial' },
  { code: 9, labelId: 'judge.submitting', short: 'SM', tone: 'info' },
  { code: 10, labelId: 'judge.submitted-failed', short: 'SF', tone: 'muted' },
];

const byCode = new Map(table.map((info) => [info.code, info]));

/** Every known status, in code order (for filters and the manual-judge choices). */
export const judgeStatusList: readonly JudgeStatusInfo[] = table;

/** The row for a code; unknown codes read as System Error rather than crashing a table. */
export function judgeStatusInfo(code: number | null | undefined): JudgeStatusInfo {
  return byCode.get(code ?? JudgeStatus.SYSTEM_ERROR) ?? (byCode.get(4) as JudgeStatusInfo);
}

/** Pending, Compiling or Judging: the row is still moving and is watched live. */
export function isJudging(code: number | null | undefined): boolean {
  return code === JudgeStatus.PENDING || code === JudgeStatus.COMPILING || code === 7;
}

/** The statuses the submission list filter offers (HOJ's order). */
export const statusFilterCodes: readonly number[] = [0, -1, -2, 1, 2, 3, 4, 5, 6, 7, 8, -3, -4];

/** Codes an admin may not pick in manual judge (spec section 4). */
const notManual = new Set<number>([9, -5, -10, -4, -2, 5, 6, 7]);
export const manualJudgeCodes: readonly number[] = table
  .map((info) => info.code)
  .filter((code) => !notManual.has(code));

/** Manual judge is refused while a row is Judging or Compiling, and for Compile Error. */
export function canManualJudge(code: number): boolean {
  return code !== JudgeStatus.JUDGING && code !== JudgeStatus.COMPILING && code !== -2;
}

/** Tailwind classes of a status badge per tone. */
export const toneClasses: Record<JudgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  danger: 'bg-red-50 text-red-700 ring-red-600/20',
  warning: 'bg-yellow-50 text-yellow-800 ring-yellow-600/25',
  orange: 'bg-orange-50 text-orange-700 ring-orange-600/20',
  info: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  partial: 'bg-teal-50 text-teal-700 ring-teal-600/20',
  muted: 'bg-slate-100 text-slate-600 ring-slate-500/20',
};

/** Solid colours (chart slices, case tiles) per tone. */
export const toneColors: Record<JudgeTone, string> = {
  success: '#16a34a',
  danger: '#dc2626',
  warning: '#ca8a04',
  orange: '#ea580c',
  info: '#0284c7',
  partial: '#0d9488',
  muted: '#64748b',
};
