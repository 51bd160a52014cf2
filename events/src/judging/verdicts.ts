/**
 * Verdicts inside the product are string literals; the HTTP edge speaks HOJ's numeric codes
 * (contract/JUDGING.md). These are the only two tables that map between them.
 */
export const verdicts = ['AC', 'WA', 'PE', 'TLE', 'MLE', 'RE', 'CE', 'SE', 'PA', 'CA'] as const;
export type Verdict = (typeof verdicts)[number];

/** Every status a submission row can show, verdicts plus the in-progress ones. */
export type SubmissionStatus = Verdict | 'PENDING' | 'COMPILING' | 'JUDGING';

export const statusCode: Record<SubmissionStatus, number> = {
  CA: -4,
  PE: -3,
  CE: -2,
  WA: -1,
  AC: 0,
  TLE: 1,
  MLE: 2,
  RE: 3,
  SE: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PA: 8,
};

const byCode = new Map(Object.entries(statusCode).map(([k, v]) => [v, k as SubmissionStatus]));
export const statusOfCode = (code: number): SubmissionStatus | undefined => byCode.get(code);

export const judgeModes = ['default', 'spj', 'interactive'] as const;
export type JudgeMode = (typeof judgeModes)[number];

/**
 * How a special judge or interactor is called and read: `testlib` (JUDGING.md: `checker input
 * user_output answer`, exit 0/100 AC, 101 PE, 102 WA, 99 partial) or `kattis` (the ICPC problem
 * package format: `validator input answer feedback_dir < team_output`, exit 42 AC, 43 WA).
 */
export const checkerConventions = ['testlib', 'kattis'] as const;
export type CheckerConvention = (typeof checkerConventions)[number];

export const judgeCaseModes = [
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
] as const;
export type JudgeCaseMode = (typeof judgeCaseModes)[number];

/** Languages the judge knows; only those whose toolchain is found at start are offered. */
export const languageNames = [
  'C',
  'C++',
  'C++ 14',
  'C++ 20',
  'Java',
  'Python3',
  'Python2',
] as const;
export type LanguageName = (typeof languageNames)[number];
