import { problemFields, type ProblemFields } from '@oj/events';

/** A plain A + B problem for the benchmarks; `over` names it and sets what differs. */
export const benchProblem = (over: Partial<ProblemFields> = {}): ProblemFields =>
  problemFields({ problemId: 'BENCH', author: 'bench', languages: ['C++'], ...over });
