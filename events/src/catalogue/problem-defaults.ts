import type { ProblemFields } from './problem.ts';

/**
 * A problem's fields with the defaults of a new problem (an ACM problem, 1 s, 256 MB, public,
 * the default judge) and `over` on top: one builder for the demo seed, the benchmarks and every
 * test that needs a problem, so a new field is defaulted in one place.
 */
export const problemFields = (over: Partial<ProblemFields> = {}): ProblemFields => ({
  problemId: 'P1000',
  title: 'A + B',
  author: 'root',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  description: 'Add two numbers.',
  input: 'Two integers.',
  output: 'Their sum.',
  examples: [],
  source: '',
  difficulty: 0,
  hint: '',
  auth: 1,
  ioScore: 100,
  codeShare: false,
  spjCode: null,
  spjLanguage: null,
  userExtraFile: null,
  judgeExtraFile: null,
  isRemoveEndBlank: true,
  openCaseResult: true,
  isUploadCase: false,
  gid: null,
  applyPublicProgress: null,
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  languages: ['C', 'C++'],
  tags: [],
  codeTemplates: [],
  ...over,
});
