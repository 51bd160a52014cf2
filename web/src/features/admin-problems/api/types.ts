/** A page of a list (HOJ's records and total). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** 1 public, 2 private, 3 contest only. */
export type ProblemAuth = 1 | 2 | 3;
export type JudgeMode = 'default' | 'spj' | 'interactive';
export type CheckerConvention = 'testlib' | 'kattis';
export type JudgeCaseMode =
  'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';

/** A row of `/api/admin/problem/get-problem-list` (HOJ's Problem entity). */
export interface AdminProblem {
  id: number;
  problemId: string;
  title: string;
  author: string;
  type: number;
  auth: ProblemAuth;
  judgeMode: JudgeMode;
  modifiedUser: string | null;
  gmtCreate: string;
  gmtModified: string;
  /** Whether the signed-in admin may download its test data (list rows only). */
  testDataAccess?: boolean;
}

export interface CodeTemplateVo {
  language: string;
  code: string;
  status: boolean;
}

/** `GET /api/admin/problem?pid=`: the problem with its languages, tags and templates. */
export interface ProblemDetail extends AdminProblem {
  judgeCaseMode: JudgeCaseMode;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  description: string;
  input: string;
  output: string;
  /** HOJ's one string: `<input>..</input><output>..</output>` pairs. */
  examples: string;
  source: string;
  difficulty: number;
  hint: string;
  ioScore: number;
  codeShare: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  /** Absent from HOJ servers: testlib. */
  checkerConvention?: CheckerConvention | null;
  userExtraFile: string | null;
  judgeExtraFile: string | null;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isUploadCase: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  languages: string[];
  tags: string[];
  codeTemplates: CodeTemplateVo[];
  /** Contest problems only: their place in the contest. */
  displayId?: string;
  color?: string | null;
}

/** A test case of `get-problem-cases`: contents (typed cases) or file names (uploaded). */
export interface ProblemCaseVo {
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

/** What `upload-testcase-zip` answers. */
export interface UploadedCases {
  fileList: { input: string; output: string; groupNum?: number }[];
  fileListDir: string;
}

/** HOJ's apply-for-public progress of a group problem: null none, 1 applying, 2 public, 3 refused. */
export type ApplyProgress = 1 | 2 | 3 | null;

/** A row of `/api/group/get-admin-problem-list`. */
export interface GroupAdminProblem {
  id: number;
  problemId: string;
  title: string;
  author: string;
  auth: ProblemAuth;
  gid: number | null;
  applyPublicProgress: ApplyProgress;
  modifiedUser: string | null;
  gmtCreate: string;
  gmtModified: string;
  /** The viewer may edit, delete, download and apply it (group root, or its author). */
  manageable: boolean;
}

/** A row of `/api/admin/group-problem/list`: the problem, its group and the progress. */
export interface GroupApplyRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  gid: number;
  groupName: string | null;
  applyPublicProgress: ApplyProgress;
  gmtModified: string;
}
