import { z } from 'zod';
import { isLanguageName } from '@oj/events';
import type { ProblemDto } from '../../problems/index.ts';
import {
  casePairs,
  jsonOf,
  PackageRejected,
  required,
  type PackageCase,
  type PackageFiles,
  type ProblemPackage,
} from '../problem-package.ts';
import { dirOf } from '../archive.ts';

const rich = z.union([z.string(), z.object({ value: z.string().nullish() }).loose()]).nullish();
const textOf = (v: z.infer<typeof rich>) => (typeof v === 'string' ? v : (v?.value ?? ''));

/** QDUOJ's `problem.json` (its export), the fields an import uses. */
const qdojSchema = z.looseObject({
  display_id: z.union([z.string(), z.number()]).nullish(),
  title: z.string().nullish(),
  description: rich,
  input_description: rich,
  output_description: rich,
  hint: rich,
  source: z.string().nullish(),
  samples: z.array(z.object({ input: z.string(), output: z.string() })).nullish(),
  test_case_score: z
    .array(
      z.looseObject({
        input_name: z.string(),
        output_name: z.string().nullish(),
        score: z.number().nullish(),
      }),
    )
    .nullish(),
  time_limit: z.number().nullish(),
  memory_limit: z.number().nullish(),
  rule_type: z.string().nullish(),
  spj: z.object({ language: z.string().nullish(), code: z.string() }).loose().nullish(),
  template: z.record(z.string(), z.unknown()).nullish(),
  tags: z.array(z.string()).nullish(),
});
type Qdoj = z.infer<typeof qdojSchema>;

/** QDUOJ language names to ours. */
const languageOf = (name: string) =>
  ({ C: 'C', 'C++': 'C++', Java: 'Java', Python2: 'Python2', Python3: 'Python3' })[name];

const casesOf = (files: PackageFiles, dir: string, q: Qdoj): PackageCase[] => {
  const scored = q.test_case_score ?? [];
  if (scored.length === 0) return casePairs(files, dir);
  return scored.map((c) => {
    const outputName = c.output_name ?? c.input_name.replace(/\.in$/, '.out');
    // A special-judge problem may ship inputs only.
    const output = files.get(`${dir}/${outputName}`) ?? (q.spj ? Buffer.alloc(0) : undefined);
    if (!output) throw new PackageRejected(`The test case file "${dir}/${outputName}" is missing`);
    return {
      inputName: c.input_name,
      outputName,
      input: required(files, `${dir}/${c.input_name}`),
      output,
      ...(c.score === null || c.score === undefined ? {} : { score: c.score }),
    };
  });
};

const dtoOf = (q: Qdoj, warnings: string[]): ProblemDto => {
  const spj = q.spj ?? null;
  if (spj && !/^C/.test(spj.language ?? ''))
    warnings.push(`The special judge is written in ${spj.language ?? '?'}; only C/C++ is judged`);
  const languages = Object.keys(q.template ?? {})
    .map(languageOf)
    .filter((l): l is string => !!l && isLanguageName(l));
  return {
    problem: {
      problemId: q.display_id === null || q.display_id === undefined ? null : String(q.display_id),
      title: q.title ?? null,
      description: textOf(q.description),
      input: textOf(q.input_description),
      output: textOf(q.output_description),
      hint: textOf(q.hint),
      source: q.source ?? '',
      examples: q.samples ?? [],
      timeLimit: q.time_limit ?? 1000,
      memoryLimit: q.memory_limit ?? 256,
      type: q.rule_type === 'OI' ? 1 : 0,
      spjCode: spj?.code ?? null,
      spjLanguage: spj ? (/\+\+/.test(spj.language ?? '') ? 'C++' : 'C') : null,
    },
    isUploadTestCase: true,
    judgeMode: spj ? 'spj' : 'default',
    languages: languages.length > 0 ? languages : ['C', 'C++', 'Java', 'Python3'],
    tags: q.tags ?? [],
  };
};

/**
 * A QDUOJ export: one folder per problem (`1/`, `2/`...), each with `problem.json` and a
 * `testcase/` folder of `X.in` / `X.out` files.
 */
export const parseQdojZip = (files: PackageFiles): ProblemPackage[] => {
  const jsons = [...files.keys()].filter((n) => /(^|\/)problem\.json$/.test(n)).sort();
  if (jsons.length === 0)
    throw new PackageRejected('The zip holds no QDUOJ problem: expected <n>/problem.json');
  return jsons.map((json) => {
    const dir = dirOf(json);
    const parsed = qdojSchema.safeParse(jsonOf(files.get(json)!, json));
    if (!parsed.success) throw new PackageRejected(`The file "${json}" is not a QDUOJ problem`);
    const warnings: string[] = [];
    const testcase = dir ? `${dir}/testcase` : 'testcase';
    return {
      name: dir || json,
      dto: dtoOf(parsed.data, warnings),
      cases: casesOf(files, testcase, parsed.data),
      images: [],
      warnings,
    };
  });
};
