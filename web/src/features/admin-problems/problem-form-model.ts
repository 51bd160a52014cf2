import type {
  CheckerConvention,
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemCaseVo,
  ProblemDetail,
} from './api/types';

/** The languages the judge runs (events' `languageNames`; web imports no runtime code). */
export const LANGUAGES = ['C', 'C++', 'C++ 14', 'C++ 20', 'Java', 'Python3', 'Python2'] as const;
/** What compile-spj and compile-interactive accept. */
export const CHECKER_LANGUAGES = ['C', 'C++'] as const;

export interface Sample {
  input: string;
  output: string;
}
/** A judge case: contents when typed, file names when uploaded; score and group as typed. */
export interface CaseRow {
  input: string;
  output: string;
  score: string;
  groupNum: string;
}
export interface ExtraFile {
  name: string;
  content: string;
}
export interface Template {
  language: string;
  code: string;
  status: boolean;
}

/** Everything the problem form edits, as the inputs hold it (numbers as typed text). */
export interface ProblemForm {
  problemId: string;
  title: string;
  author: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  samples: Sample[];
  type: 0 | 1;
  timeLimit: string;
  memoryLimit: string;
  stackLimit: string;
  difficulty: number;
  auth: ProblemAuth;
  source: string;
  codeShare: boolean;
  tags: string[];
  languages: string[];
  templates: Template[];
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string;
  spjLanguage: string;
  /** How the judge calls the checker: testlib exit codes or a Kattis validator (42 / 43). */
  checkerConvention: CheckerConvention;
  isUploadCase: boolean;
  /** The directory key of the last zip uploaded here ('' = keep the stored cases). */
  uploadDir: string;
  cases: CaseRow[];
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFiles: ExtraFile[];
  judgeExtraFiles: ExtraFile[];
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  /** The checker source last compiled successfully here (or stored): a change needs a compile. */
  compiledCode: string;
  /** Contest problems only. */
  displayId: string;
  color: string;
}

export const emptyForm = (): ProblemForm => ({
  problemId: '',
  title: '',
  author: '',
  description: '',
  input: '',
  output: '',
  hint: '',
  samples: [{ input: '', output: '' }],
  type: 0,
  timeLimit: '1000',
  memoryLimit: '256',
  stackLimit: '128',
  difficulty: 0,
  auth: 1,
  source: '',
  codeShare: true,
  tags: [],
  languages: ['C', 'C++', 'C++ 14', 'C++ 20', 'Java', 'Python3'],
  templates: [],
  judgeMode: 'default',
  judgeCaseMode: 'default',
  spjCode: '',
  spjLanguage: 'C++',
  checkerConvention: 'testlib',
  isUploadCase: true,
  uploadDir: '',
  cases: [],
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  userExtraFiles: [],
  judgeExtraFiles: [],
  isRemoveEndBlank: true,
  openCaseResult: true,
  compiledCode: '',
  displayId: '',
  color: '',
});

const unescape = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** HOJ's examples string back into pairs. */
export const parseExamples = (text: string): Sample[] =>
  [...text.matchAll(/<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g)].map((m) => ({
    input: unescape(m[1] ?? ''),
    output: unescape(m[2] ?? ''),
  }));

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pairs as HOJ's one examples string (empty pairs left out). */
export const examplesText = (samples: readonly Sample[]) =>
  samples
    .filter((s) => s.input.trim() || s.output.trim())
    .map((s) => `<input>${escape(s.input)}</input><output>${escape(s.output)}</output>`)
    .join('');

const filesOf = (json: string | null): ExtraFile[] => {
  if (!json) return [];
  try {
    const map = JSON.parse(json) as Record<string, string>;
    return Object.entries(map).map(([name, content]) => ({ name, content }));
  } catch {
    return [];
  }
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** A stored problem (and its cases) in the form. */
export const fromDetail = (p: ProblemDetail, cases: readonly ProblemCaseVo[]): ProblemForm => ({
  ...emptyForm(),
  problemId: p.problemId,
  title: p.title,
  author: p.author,
  description: p.description,
  input: p.input,
  output: p.output,
  hint: p.hint,
  samples: parseExamples(p.examples),
  type: p.type === 1 ? 1 : 0,
  timeLimit: String(p.timeLimit),
  memoryLimit: String(p.memoryLimit),
  stackLimit: String(p.stackLimit),
  difficulty: p.difficulty,
  auth: p.auth,
  source: p.source,
  codeShare: p.codeShare,
  tags: p.tags,
  languages: p.languages,
  templates: p.codeTemplates.map((t) => ({ language: t.language, code: t.code, status: t.status })),
  judgeMode: p.judgeMode,
  judgeCaseMode: p.judgeCaseMode,
  spjCode: p.spjCode ?? '',
  spjLanguage: p.spjLanguage === 'C' ? 'C' : 'C++',
  checkerConvention: p.checkerConvention === 'kattis' ? 'kattis' : 'testlib',
  isUploadCase: p.isUploadCase,
  cases: cases.map((c) => ({
    input: c.input,
    output: c.output,
    score: text(c.score),
    groupNum: text(c.groupNum),
  })),
  isFileIO: p.isFileIO,
  ioReadFileName: p.ioReadFileName ?? '',
  ioWriteFileName: p.ioWriteFileName ?? '',
  userExtraFiles: filesOf(p.userExtraFile),
  judgeExtraFiles: filesOf(p.judgeExtraFile),
  isRemoveEndBlank: p.isRemoveEndBlank,
  openCaseResult: p.openCaseResult,
  compiledCode: p.spjCode ?? '',
  displayId: p.displayId ?? '',
  color: p.color ?? '',
});

/** HOJ's default OI split of 100 points: equal parts, the last ones one point more. */
export const evenScores = (n: number): number[] => {
  if (n === 0) return [];
  const each = Math.floor(100 / n);
  const extra = 100 - each * n;
  return Array.from({ length: n }, (_, i) => (i >= n - extra ? each + 1 : each));
};

/** The cases of a freshly uploaded zip, scored evenly and grouped as the server suggests. */
export const casesFromUpload = (
  list: readonly { input: string; output: string; groupNum?: number }[],
): CaseRow[] => {
  const scores = evenScores(list.length);
  return list.map((c, i) => ({
    input: c.input,
    output: c.output,
    score: String(scores[i] ?? 0),
    groupNum: c.groupNum === undefined ? '' : String(c.groupNum),
  }));
};

const numberOf = (s: string) => (s.trim() === '' ? null : Number(s));
const filesJson = (files: readonly ExtraFile[]) =>
  files.length === 0
    ? null
    : JSON.stringify(Object.fromEntries(files.map((f) => [f.name.trim(), f.content])));

/** HOJ's ProblemDTO as POST/PUT /api/admin/problem read it (`pid` for an edit). */
export const toProblemBody = (f: ProblemForm, pid?: number) => {
  const checker = f.judgeMode !== 'default';
  const subtask = f.judgeCaseMode === 'subtask_lowest' || f.judgeCaseMode === 'subtask_average';
  return {
    problem: {
      ...(pid === undefined ? {} : { id: pid }),
      problemId: f.problemId.trim(),
      title: f.title.trim(),
      author: f.author.trim() || null,
      type: f.type,
      judgeMode: f.judgeMode,
      judgeCaseMode: f.judgeCaseMode,
      timeLimit: Number(f.timeLimit),
      memoryLimit: Number(f.memoryLimit),
      stackLimit: Number(f.stackLimit),
      description: f.description,
      input: f.input,
      output: f.output,
      examples: examplesText(f.samples),
      source: f.source.trim(),
      difficulty: f.difficulty,
      hint: f.hint,
      auth: f.auth,
      codeShare: f.codeShare,
      spjCode: checker ? f.spjCode : null,
      spjLanguage: checker ? f.spjLanguage : null,
      checkerConvention: checker ? f.checkerConvention : 'testlib',
      userExtraFile: filesJson(f.userExtraFiles),
      judgeExtraFile: filesJson(f.judgeExtraFiles),
      isRemoveEndBlank: f.isRemoveEndBlank,
      openCaseResult: f.openCaseResult,
      isUploadCase: f.isUploadCase,
      isFileIO: f.isFileIO,
      ioReadFileName: f.isFileIO ? f.ioReadFileName.trim() : null,
      ioWriteFileName: f.isFileIO ? f.ioWriteFileName.trim() : null,
      isRemote: false,
    },
    samples: f.cases.map((c) => ({
      input: c.input,
      output: c.output,
      score: f.type === 1 ? numberOf(c.score) : null,
      groupNum: subtask ? numberOf(c.groupNum) : null,
    })),
    isUploadTestCase: f.isUploadCase,
    uploadTestcaseDir: f.isUploadCase ? f.uploadDir : '',
    judgeMode: f.judgeMode,
    isSpj: f.judgeMode === 'spj',
    changeModeCode: checker,
    changeJudgeCaseMode: true,
    languages: f.languages.map((name) => ({ name })),
    tags: f.tags.map((name) => ({ id: null, name })),
    codeTemplates: f.templates
      .filter((t) => f.languages.includes(t.language))
      .map((t) => ({ language: t.language, code: t.code, status: t.status })),
  };
};
export type ProblemBody = ReturnType<typeof toProblemBody>;

/** The contest form's body: the DTO plus the contest, display id and balloon colour. */
export const toContestProblemBody = (f: ProblemForm, cid: number, pid?: number) => {
  const body = toProblemBody({ ...f, auth: 3 }, pid);
  return { ...body, cid, displayId: f.displayId.trim(), color: f.color || null };
};
