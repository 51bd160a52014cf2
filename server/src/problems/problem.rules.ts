import { DomainError, type ProblemFields, type TestCaseRef } from '@oj/events';

/** Sane bounds for the limits an admin sets (ms, MB); non-C languages get twice these. */
export const problemLimits = {
  timeLimit: { min: 1, max: 60_000, unit: 'ms', label: 'Time limit' },
  memoryLimit: { min: 1, max: 4096, unit: 'MB', label: 'Memory limit' },
  stackLimit: { min: 1, max: 4096, unit: 'MB', label: 'Stack limit' },
} as const;

/** File names the judge writes into a work dir: no separators, no dot-only or hidden names. */
const safeFileName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const checkerLanguages = ['C', 'C++', 'C++ 14', 'C++ 20'];

const fail = (message: string): never => {
  throw new DomainError('invalid', message);
};
const blank = (s: string | null) => !s || s.trim().length === 0;

const checkTexts = (p: ProblemFields) => {
  if (blank(p.problemId)) fail('Problem Display ID is required');
  if (/[\s/\\?#%]/.test(p.problemId))
    fail('The Problem Display ID must not contain spaces or the characters / \\ ? # %');
  if (blank(p.title)) fail('Title is required');
  if (blank(p.input)) fail('Input Description is required');
  if (blank(p.output)) fail('Output Description is required');
};

const checkLimits = (p: ProblemFields) => {
  for (const key of ['timeLimit', 'memoryLimit', 'stackLimit'] as const) {
    const { min, max, unit, label } = problemLimits[key];
    if (p[key] < min || p[key] > max) fail(`${label} must be between ${min} and ${max} ${unit}`);
  }
};

const checkCaseMode = (p: ProblemFields) => {
  const subtask = p.judgeCaseMode === 'subtask_lowest' || p.judgeCaseMode === 'subtask_average';
  if (subtask && p.type !== 1) fail('The subtask judge case modes are only for OI problems');
};

const checkFileName = (name: string, what: string) => {
  if (!safeFileName.test(name))
    fail(`The ${what} "${name}" may only use letters, digits, ".", "_" and "-"`);
};

const checkFileIo = (p: ProblemFields) => {
  if (!p.isFileIO) return;
  if (blank(p.ioReadFileName)) fail('The input file name is required for file IO');
  if (blank(p.ioWriteFileName)) fail('The output file name is required for file IO');
  checkFileName(p.ioReadFileName!, 'input file name');
  checkFileName(p.ioWriteFileName!, 'output file name');
  if (p.ioReadFileName === p.ioWriteFileName) fail('The input and output file names must differ');
};

const checkCases = (p: ProblemFields, cases: TestCaseRef[]) => {
  if (cases.length === 0) fail('Judge Samples is required');
  const subtask = p.judgeCaseMode === 'subtask_lowest' || p.judgeCaseMode === 'subtask_average';
  for (const c of cases)
    if (subtask && c.groupNum < 1)
      fail(`The subtask group number of test case ${c.index} is required`);
};

const checkJudgeMode = (p: ProblemFields) => {
  if (p.judgeMode === 'default') return;
  if (blank(p.spjCode)) fail('Spj Or Interactive Code is required');
  if (!checkerLanguages.includes(p.spjLanguage ?? ''))
    fail('The special or interactive judge must be written in C or C++');
};

const checkLanguages = (p: ProblemFields) => {
  if (p.languages.length === 0) fail('At least one language is required');
  const seen = new Set<string>();
  for (const t of p.codeTemplates) {
    if (!p.languages.includes(t.language))
      fail(`The code template of ${t.language} is for a language the problem does not allow`);
    if (seen.has(t.language)) fail(`The code template of ${t.language} is given twice`);
    seen.add(t.language);
    if (t.status && blank(t.code)) fail(`The code template of ${t.language} cannot be empty`);
  }
};

const checkTags = (p: ProblemFields) => {
  const seen = new Set<string>();
  for (const tag of p.tags) {
    if (blank(tag)) fail('A tag name cannot be empty');
    const key = tag.trim().toLowerCase();
    if (seen.has(key)) fail('The tag has been added, please do not add it repeatedly!');
    seen.add(key);
  }
};

const checkExtraFiles = (p: ProblemFields) => {
  for (const files of [p.userExtraFile, p.judgeExtraFile])
    for (const [name, content] of Object.entries(files ?? {})) {
      if (blank(name) || content.length === 0) fail('An extra file needs a name and content');
      checkFileName(name, 'extra file name');
    }
};

/** The rules the form checks before its test cases (display id, texts, limits, file IO). */
export const assertProblemHead = (p: ProblemFields): void => {
  checkTexts(p);
  checkLimits(p);
  checkCaseMode(p);
  checkFileIo(p);
};

/** The rules the form checks after its test cases (judge mode, languages, tags, extra files). */
export const assertProblemTail = (p: ProblemFields): void => {
  checkJudgeMode(p);
  checkLanguages(p);
  checkTags(p);
  checkExtraFiles(p);
};

/**
 * The problem form rules of spec 3 section 5, in the order the admin form reports them. Pure:
 * the decider enforces them all; the route runs head and tail around its own sample checks
 * first, so a bad form fails before any test data is written.
 */
export const assertValidProblem = (p: ProblemFields, cases: TestCaseRef[]): void => {
  assertProblemHead(p);
  checkCases(p, cases);
  assertProblemTail(p);
};
