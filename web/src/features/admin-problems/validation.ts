import type { ProblemForm } from './problem-form-model';

/** A problem found in the form: a catalogue id and its values. */
export interface FormError {
  id: string;
  values?: Record<string, string | number>;
}
export type FormErrors = Partial<Record<FormField, FormError>>;
export type FormField =
  | 'displayId'
  | 'problemId'
  | 'title'
  | 'input'
  | 'output'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'judgeCaseMode'
  | 'fileIO'
  | 'cases'
  | 'checker'
  | 'languages'
  | 'templates'
  | 'tags'
  | 'extraFiles';

/** The server's bounds (server/src/problems/problem.rules.ts `problemLimits`). */
export const LIMITS = {
  timeLimit: { min: 1, max: 60_000 },
  memoryLimit: { min: 1, max: 4096 },
  stackLimit: { min: 1, max: 4096 },
} as const;
const safeFileName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const blank = (s: string) => s.trim() === '';
const isInt = (s: string) => /^-?\d+$/.test(s.trim());

const limitError = (f: ProblemForm, key: keyof typeof LIMITS): FormError | undefined => {
  const { min, max } = LIMITS[key];
  const n = Number(f[key]);
  return isInt(f[key]) && n >= min && n <= max
    ? undefined
    : { id: `admin-problems.err.${key}`, values: { min, max } };
};

const fileIoError = (f: ProblemForm): FormError | undefined => {
  if (!f.isFileIO) return undefined;
  const read = f.ioReadFileName.trim();
  const write = f.ioWriteFileName.trim();
  if (!read || !write) return { id: 'admin-problems.err.file-io-required' };
  if (!safeFileName.test(read) || !safeFileName.test(write))
    return { id: 'admin-problems.err.file-name' };
  if (read === write) return { id: 'admin-problems.err.file-io-same' };
  return undefined;
};

const casesError = (f: ProblemForm, editing: boolean): FormError | undefined => {
  if (f.isUploadCase) {
    if (!f.uploadDir && !(editing && f.cases.length > 0))
      return { id: 'admin-problems.err.upload-first' };
  } else {
    if (f.cases.length === 0) return { id: 'admin-problems.err.cases-required' };
    const empty = f.cases.findIndex((c) => !c.input && !c.output);
    if (empty >= 0) return { id: 'admin-problems.err.case-empty', values: { index: empty + 1 } };
  }
  const subtask = f.judgeCaseMode === 'subtask_lowest' || f.judgeCaseMode === 'subtask_average';
  for (const [i, c] of f.cases.entries()) {
    if (f.type === 1 && !(isInt(c.score) && Number(c.score) >= 0))
      return { id: 'admin-problems.err.case-score', values: { index: i + 1 } };
    if (subtask && !(isInt(c.groupNum) && Number(c.groupNum) >= 1))
      return { id: 'admin-problems.err.case-group', values: { index: i + 1 } };
  }
  return undefined;
};

const checkerError = (f: ProblemForm): FormError | undefined => {
  if (f.judgeMode === 'default') return undefined;
  if (blank(f.spjCode)) return { id: 'admin-problems.err.checker-required' };
  if (f.spjCode !== f.compiledCode) return { id: 'admin-problems.err.checker-compile' };
  return undefined;
};

const templatesError = (f: ProblemForm): FormError | undefined => {
  const t = f.templates.find((x) => f.languages.includes(x.language) && x.status && blank(x.code));
  return t
    ? { id: 'admin-problems.err.template-empty', values: { language: t.language } }
    : undefined;
};

const tagsError = (f: ProblemForm): FormError | undefined => {
  const seen = new Set<string>();
  for (const tag of f.tags) {
    const key = tag.trim().toLowerCase();
    if (!key) return { id: 'admin-problems.err.tag-empty' };
    if (seen.has(key)) return { id: 'admin-problems.err.tag-twice', values: { tag } };
    seen.add(key);
  }
  return undefined;
};

const extraFilesError = (f: ProblemForm): FormError | undefined => {
  for (const file of [...f.userExtraFiles, ...f.judgeExtraFiles]) {
    if (blank(file.name) || file.content.length === 0)
      return { id: 'admin-problems.err.extra-file' };
    if (!safeFileName.test(file.name.trim())) return { id: 'admin-problems.err.file-name' };
  }
  return undefined;
};

/**
 * The server's problem form rules (problem.rules.ts, problem-cases.ts), checked here first so
 * the admin sees them by the field; keys are in the form's order.
 */
export const checkProblem = (
  f: ProblemForm,
  o: { editing: boolean; contest: boolean },
): FormErrors => {
  const e: FormErrors = {};
  if (o.contest && blank(f.displayId)) e.displayId = { id: 'admin-problems.err.display-id' };
  if (blank(f.problemId)) e.problemId = { id: 'admin-problems.err.problem-id' };
  else if (/[\s/\\?#%]/.test(f.problemId.trim()))
    e.problemId = { id: 'admin-problems.err.problem-id-chars' };
  if (blank(f.title)) e.title = { id: 'admin-problems.err.title' };
  if (blank(f.input)) e.input = { id: 'admin-problems.err.input' };
  if (blank(f.output)) e.output = { id: 'admin-problems.err.output' };
  e.timeLimit = limitError(f, 'timeLimit');
  e.memoryLimit = limitError(f, 'memoryLimit');
  e.stackLimit = limitError(f, 'stackLimit');
  const subtask = f.judgeCaseMode === 'subtask_lowest' || f.judgeCaseMode === 'subtask_average';
  if (subtask && f.type !== 1) e.judgeCaseMode = { id: 'admin-problems.err.subtask-oi' };
  e.fileIO = fileIoError(f);
  e.cases = casesError(f, o.editing);
  e.checker = checkerError(f);
  if (f.languages.length === 0) e.languages = { id: 'admin-problems.err.languages' };
  e.templates = templatesError(f);
  e.tags = tagsError(f);
  e.extraFiles = extraFilesError(f);
  for (const key of Object.keys(e) as FormField[]) if (!e[key]) delete e[key];
  return e;
};

/** The first problem, in the form's order. */
export const firstError = (errors: FormErrors): FormError | undefined =>
  Object.values(errors).find((x) => x !== undefined);
