export interface ProblemTag {
  id: number;
  name: string;
  color?: string | null;
}

/** The `problem` of `get-problem-detail` (HOJ's Problem entity; more fields may be present). */
export interface ProblemDetail {
  /** The numeric pid used by submit, status and last-AC calls. */
  id: number;
  /** The display id shown to people and used in URLs. */
  problemId: string;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  timeLimit: number;
  memoryLimit: number;
  stackLimit?: number | null;
  difficulty: number;
  description?: string | null;
  input?: string | null;
  output?: string | null;
  /** `<input>..</input><output>..</output>` repeated. */
  examples?: string | null;
  hint?: string | null;
  source?: string | null;
  author?: string | null;
  isRemote?: boolean;
  isFileIO?: boolean;
  ioReadFileName?: string | null;
  ioWriteFileName?: string | null;
  /** File name -> content, as a JSON string (HOJ) or an object. */
  userExtraFile?: string | Record<string, string> | null;
  openCaseResult?: boolean;
  codeShare?: boolean;
  judgeMode?: string;
  gmtModified?: string;
}

export interface ProblemCount {
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
}

export interface ProblemInfo {
  problem: ProblemDetail;
  tags: ProblemTag[];
  languages: string[];
  /** Null inside contests (the contest's problem list has its own counts). */
  problemCount: ProblemCount | null;
  /** Language name -> template code. */
  codeTemplate: Record<string, string>;
}
