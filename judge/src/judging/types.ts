import type { CheckerConvention, JudgeCaseMode, JudgeMode, Verdict } from '@oj/events';
import type { CompiledProgram } from '../compile/compile.ts';

/** One test case, its files already on local disk. */
export interface JudgeCase {
  index: number;
  inputPath: string;
  outputPath: string;
  inputName: string;
  outputName: string;
  /** Full OI score of the case (0 on ACM problems). */
  score: number;
  groupNum: number;
}

/** Everything judging needs to know about the problem. */
export interface JudgeSpec {
  type: 'ACM' | 'OI';
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  isRemoveEndBlank: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  /** 'ME' for local problems; 'CF' / 'GYM' keep the same limits for every language. */
  oj: string;
  /** OI full score (ioScore). */
  totalScore: number;
  /** 0 easy, 1 mid, 2 hard. */
  difficulty: number;
  cases: JudgeCase[];
  /** Special judge checker or interactor. */
  checker?: CompiledProgram;
  /** How the checker is called (testlib when absent). */
  checkerConvention?: CheckerConvention;
}

export interface CaseResult {
  index: number;
  /** AC WA PE TLE MLE RE SE, CA for a skipped case, PA for a partial one. */
  status: Verdict;
  timeMs: number;
  memoryKb: number;
  score: number;
  groupNum: number;
  /** RE reason, checker message, or ''. */
  message: string;
  /** First 1 KB of what the program printed. */
  userOutput: string;
  inputName: string;
  outputName: string;
}

export interface JudgeOutcome {
  status: Verdict;
  /** OI only. */
  score: number | null;
  oiRankScore: number | null;
  timeMs: number;
  memoryKb: number;
  errorMessage: string;
  /** In index order. */
  cases: CaseResult[];
}

export interface TestRunResult {
  /** AC when it ran fine, else TLE / MLE / RE (SE when the sandbox failed). */
  status: Verdict;
  timeMs: number;
  memoryKb: number;
  stdout: string;
  stderr: string;
}
