import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LanguageName } from '@oj/events';
import { compile, type CompiledProgram } from '../compile/compile.ts';
import type { JudgeCase, JudgeSpec } from './types.ts';

/**
 * Helpers for the integration tests: test data on disk, a spec with JUDGING.md defaults,
 * and compile-or-fail. Not used by the engine itself.
 */
export const tempDir = (prefix = 'oj-judge-test-'): string =>
  fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export interface CaseData {
  input: string;
  output: string;
  score?: number;
  group?: number;
}

export const writeCases = (dir: string, cases: CaseData[]): JudgeCase[] =>
  cases.map((c, i) => {
    const index = i + 1;
    const inputPath = path.join(dir, `${index}.in`);
    const outputPath = path.join(dir, `${index}.out`);
    fs.writeFileSync(inputPath, c.input);
    fs.writeFileSync(outputPath, c.output);
    return {
      index,
      inputPath,
      outputPath,
      inputName: `${index}.in`,
      outputName: `${index}.out`,
      score: c.score ?? 0,
      groupNum: c.group ?? 0,
    };
  });

export const makeSpec = (cases: JudgeCase[], over: Partial<JudgeSpec> = {}): JudgeSpec => ({
  type: 'ACM',
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  stackLimitMb: 128,
  isRemoveEndBlank: true,
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  oj: 'ME',
  totalScore: 100,
  difficulty: 0,
  cases,
  ...over,
});

export const mustCompile = async (
  language: LanguageName,
  source: string,
): Promise<CompiledProgram> => {
  const result = await compile(language, source);
  if (!result.ok) throw new Error(`expected ${language} to compile:\n${result.message}`);
  return result.program;
};

/** A+B data shared by the verdict tests. */
export const aPlusBCases: CaseData[] = [
  { input: '1 2\n', output: '3\n', score: 40 },
  { input: '20 22\n', output: '42\n', score: 60 },
];
