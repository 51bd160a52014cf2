import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemFields, type LanguageName, type ProblemFields } from '@oj/events';

/** A text in both statement languages. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** One markdown field carrying both languages: English first, then `---`, then Chinese. */
export const bilingual = (t: Bilingual): string => `${t.en.trim()}\n\n---\n\n${t.zh.trim()}`;

/** A generated input; OI problems give each case its score and subtask group. */
export interface CaseInput {
  input: string;
  score?: number;
  group?: number;
}

export interface GeneratedCase {
  input: string;
  output: string;
  score: number;
  group: number;
}

/** A source file of the problem folder (reference solution, checker or interactor). */
export interface SourceFile {
  language: LanguageName;
  path: string;
}

/** What a problem folder declares; `demoProblem` turns it into a `DemoProblem`. */
export interface DemoProblemSpec {
  /** `import.meta.url` of the problem's `problem.ts`, to find its sibling files. */
  url: string;
  problemId: string;
  title: Bilingual;
  difficulty: 0 | 1 | 2;
  tags: string[];
  description: Bilingual;
  input: Bilingual;
  output: Bilingual;
  hint: Bilingual;
  examples: ProblemFields['examples'];
  solution: { language: LanguageName; file: string };
  /** Checker (spj) or interactor (interactive), C++. */
  judge?: { mode: 'spj' | 'interactive'; file: string };
  /** Deterministic: a seeded PRNG only. */
  inputs: () => CaseInput[];
  /** The expected output of an input (for spj: one valid answer; interactive: the secret). */
  solve: (input: string) => string;
  overrides?: Partial<ProblemFields>;
}

export interface DemoProblem {
  /** Folder name, `<display id>-<slug>`. */
  folder: string;
  title: Bilingual;
  /** Everything but the author and the checker source, which the seed fills in. */
  fields: ProblemFields;
  solution: SourceFile;
  judgeProgram: SourceFile | null;
  solve: (input: string) => string;
  generate: () => GeneratedCase[];
}

export const demoLanguages: ProblemFields['languages'] = ['C', 'C++', 'Java', 'Python3', 'Python2'];

export const demoProblem = (s: DemoProblemSpec): DemoProblem => {
  const dir = path.dirname(fileURLToPath(s.url));
  const fields: ProblemFields = problemFields({
    problemId: s.problemId,
    title: `${s.title.en} / ${s.title.zh}`,
    author: '',
    judgeMode: s.judge?.mode ?? 'default',
    description: bilingual(s.description),
    input: bilingual(s.input),
    output: bilingual(s.output),
    examples: s.examples,
    source: 'OJ demo problem set',
    difficulty: s.difficulty,
    hint: bilingual(s.hint),
    codeShare: true,
    isUploadCase: true,
    languages: demoLanguages,
    tags: s.tags,
    ...s.overrides,
  });
  return {
    folder: path.basename(dir),
    title: s.title,
    fields,
    solution: { language: s.solution.language, path: path.join(dir, s.solution.file) },
    judgeProgram: s.judge ? { language: 'C++', path: path.join(dir, s.judge.file) } : null,
    solve: s.solve,
    generate: () =>
      s.inputs().map((c) => ({
        input: c.input,
        output: s.solve(c.input),
        score: c.score ?? 0,
        group: c.group ?? 0,
      })),
  };
};

/** Whitespace-separated tokens of an input (generators always write well-formed input). */
export const tokens = (input: string): string[] => input.split(/\s+/).filter(Boolean);

/** Integer tokens as numbers (every value of the demo inputs is below 2^53). */
export const numbers = (input: string): number[] => tokens(input).map(Number);
