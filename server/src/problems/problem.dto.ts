import { z } from 'zod';
import {
  checkerConventions,
  DomainError,
  judgeCaseModes,
  judgeModes,
  type LanguageName,
  type ProblemFields,
} from '@oj/events';
import { isLanguageName, languageOfId, parseExamples } from '@oj/events';

const str = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a string` })
    .max(max, `${label} can be at most ${max} characters`)
    .nullish();
const int = (label: string, min: number, max: number, range = `between ${min} and ${max}`) =>
  z
    .number({ error: `${label} must be an integer` })
    .int(`${label} must be an integer`)
    .min(min, `${label} must be ${range}`)
    .max(max, `${label} must be ${range}`)
    .nullish();
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).nullish();
const big = 2_147_483_647;

const extraFiles = (label: string) =>
  z
    .union([z.string(), z.record(z.string(), z.string())], {
      error: `${label} must map file names to contents`,
    })
    .nullish();

const examplePair = z.object({ input: z.string().nullish(), output: z.string().nullish() });
const MAX_EXAMPLES = 1000;
const examplesSchema = z
  .union([z.string(), z.array(examplePair).max(MAX_EXAMPLES)], {
    // The union reports for both options: name the cap when the list is the problem.
    error: (issue) =>
      Array.isArray(issue.input) && issue.input.length > MAX_EXAMPLES
        ? `At most ${MAX_EXAMPLES} examples are allowed`
        : 'Examples must be a list of pairs',
  })
  .nullish();

const problemSchema = z.object(
  {
    id: z.union([z.number().int(), z.string()]).nullish(),
    problemId: str('Problem Display ID', 255),
    title: str('Title', 255),
    author: str('Author', 255),
    type: int('Type', 0, 1, '0 (ACM) or 1 (OI)'),
    judgeMode: z.enum(judgeModes, { error: 'Unknown judge mode' }).nullish(),
    judgeCaseMode: z.enum(judgeCaseModes, { error: 'Unknown judge case mode' }).nullish(),
    timeLimit: int('Time limit', -big, big),
    memoryLimit: int('Memory limit', -big, big),
    stackLimit: int('Stack limit', -big, big),
    description: str('Description', 100_000),
    input: str('Input Description', 100_000),
    output: str('Output Description', 100_000),
    examples: examplesSchema,
    source: str('Source', 1000),
    difficulty: int('Difficulty', 0, 2, '0, 1 or 2'),
    hint: str('Hint', 100_000),
    auth: int('Auth', 1, 3, '1 (public), 2 (private) or 3 (contest)'),
    ioScore: int('IO score', 0, big, 'at least 0'),
    codeShare: flag('Code share'),
    spjCode: str('Spj Or Interactive Code', 65_535),
    spjLanguage: str('Spj language', 20),
    checkerConvention: z
      .enum(checkerConventions, { error: 'The checker convention must be testlib or kattis' })
      .nullish(),
    userExtraFile: extraFiles('User extra files'),
    judgeExtraFile: extraFiles('Judge extra files'),
    isRemoveEndBlank: flag('Remove end blank'),
    openCaseResult: flag('Open case result'),
    isUploadCase: flag('Upload case'),
    applyPublicProgress: int('Apply public progress', 1, 3),
    isFileIO: flag('File IO'),
    ioReadFileName: str('Input file name', 100),
    ioWriteFileName: str('Output file name', 100),
    isRemote: flag('Remote'),
  },
  { error: 'Problem is required' },
);

/** `?pid=` of the admin calls. */
export const pidQuery = z.object({
  pid: z
    .string({ error: 'pid is required' })
    .regex(/^\d{1,15}$/, 'pid must be a number')
    .transform(Number),
});

const scoreLike = z.union([z.number(), z.string()]).nullish();
export const sampleSchema = z.object({
  input: z.string().nullish(),
  output: z.string().nullish(),
  score: scoreLike,
  groupNum: scoreLike,
});
export type Sample = z.infer<typeof sampleSchema>;

const named = z.union([z.string(), z.object({ name: z.string() })]);

/** HOJ's ProblemDTO, as its admin client sends it (unknown fields are dropped). */
export const problemDtoSchema = z.object({
  problem: problemSchema,
  samples: z.array(sampleSchema).max(1000, 'At most 1000 test cases are allowed').nullish(),
  isUploadTestCase: flag('isUploadTestCase'),
  uploadTestcaseDir: z.string().max(200).nullish(),
  judgeMode: z.enum(judgeModes, { error: 'Unknown judge mode' }).nullish(),
  isSpj: flag('isSpj'),
  languages: z.array(named).max(50).nullish(),
  tags: z.array(named).max(50, 'At most 50 tags are allowed').nullish(),
  codeTemplates: z
    .array(
      z.object({
        lid: z.number().int().nullish(),
        language: z.string().nullish(),
        code: z.string().max(65_535, 'Code Length can not exceed 65535').nullish(),
        status: z.boolean().nullish(),
      }),
    )
    .max(50)
    .nullish(),
});
export type ProblemDto = z.infer<typeof problemDtoSchema>;
type ProblemPart = z.infer<typeof problemSchema>;

const invalid = (message: string): never => {
  throw new DomainError('invalid', message);
};
const nameOf = (x: z.infer<typeof named>) => (typeof x === 'string' ? x : x.name).trim();

const languagesOf = (dto: ProblemDto): LanguageName[] => {
  const names = (dto.languages ?? []).map(nameOf);
  for (const n of names) if (!isLanguageName(n)) invalid(`Unknown language: ${n}`);
  return [...new Set(names as LanguageName[])];
};

const templatesOf = (dto: ProblemDto): ProblemFields['codeTemplates'] =>
  (dto.codeTemplates ?? []).map((t) => {
    const language = t.language?.trim() || (t.lid ? languageOfId(t.lid) : undefined);
    if (!language || !isLanguageName(language))
      return invalid('Unknown language of a code template');
    return { language, code: t.code ?? '', status: t.status ?? true };
  });

const filesOf = (value: ProblemPart['userExtraFile']): Record<string, string> | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return value;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    json = undefined;
  }
  const parsed = z.record(z.string(), z.string()).safeParse(json);
  return parsed.success ? parsed.data : invalid('Extra files must map file names to contents');
};

const examplesOf = (value: ProblemPart['examples']) =>
  typeof value === 'string'
    ? parseExamples(value)
    : (value ?? []).map((e) => ({ input: e.input ?? '', output: e.output ?? '' }));

/**
 * The problem fields of a DTO, with HOJ's defaults (1000 ms, 256 MB, 128 MB stack, ACM,
 * public). `author` falls back to the creator (or, on edit, the current author).
 */
export const toProblemFields = (dto: ProblemDto, author: string): ProblemFields => {
  const p: ProblemPart = dto.problem;
  if (p.isRemote) invalid('Remote judge problems are not supported');
  const judgeMode = dto.judgeMode ?? p.judgeMode ?? (dto.isSpj ? 'spj' : 'default');
  const isFileIO = p.isFileIO ?? false;
  return {
    problemId: (p.problemId ?? '').trim(),
    title: (p.title ?? '').trim(),
    author: p.author?.trim() || author,
    type: p.type ?? 0,
    judgeMode,
    judgeCaseMode: p.judgeCaseMode ?? 'default',
    timeLimit: p.timeLimit ?? 1000,
    memoryLimit: p.memoryLimit ?? 256,
    stackLimit: p.stackLimit ?? 128,
    description: p.description ?? '',
    input: p.input ?? '',
    output: p.output ?? '',
    examples: examplesOf(p.examples),
    source: p.source ?? '',
    difficulty: p.difficulty ?? 0,
    hint: p.hint ?? '',
    auth: p.auth ?? 1,
    ioScore: p.ioScore ?? 100,
    codeShare: p.codeShare ?? true,
    spjCode: judgeMode === 'default' ? null : (p.spjCode ?? null),
    spjLanguage: judgeMode === 'default' ? null : (p.spjLanguage ?? 'C++'),
    checkerConvention: judgeMode === 'default' ? 'testlib' : (p.checkerConvention ?? 'testlib'),
    userExtraFile: filesOf(p.userExtraFile),
    judgeExtraFile: filesOf(p.judgeExtraFile),
    isRemoveEndBlank: p.isRemoveEndBlank ?? true,
    openCaseResult: p.openCaseResult ?? true,
    isUploadCase: dto.isUploadTestCase ?? p.isUploadCase ?? false,
    gid: null,
    applyPublicProgress: p.applyPublicProgress ?? null,
    isFileIO,
    ioReadFileName: isFileIO ? (p.ioReadFileName?.trim() ?? null) : null,
    ioWriteFileName: isFileIO ? (p.ioWriteFileName?.trim() ?? null) : null,
    languages: languagesOf(dto),
    tags: (dto.tags ?? []).map(nameOf),
    codeTemplates: templatesOf(dto),
  };
};
