import { z } from 'zod';
import type { ProblemDto } from '../../problems/index.ts';
import { dirOf } from '../archive.ts';
import {
  casePairs,
  jsonOf,
  PackageRejected,
  type PackageCase,
  type PackageFiles,
  type ProblemPackage,
} from '../problem-package.ts';

const sampleSchema = z.looseObject({
  input: z.string().nullish(),
  output: z.string().nullish(),
  score: z.union([z.number(), z.string()]).nullish(),
  groupNum: z.union([z.number(), z.string()]).nullish(),
});

/** HOJ's ImportProblemVO, as its export writes `problem_<pid>.json`. */
const importProblemSchema = z.looseObject({
  problem: z.record(z.string(), z.unknown()),
  languages: z.array(z.string()).nullish(),
  samples: z.array(sampleSchema).nullish(),
  tags: z.array(z.string()).nullish(),
  codeTemplates: z.array(z.record(z.string(), z.unknown())).nullish(),
  userExtraFile: z.record(z.string(), z.string()).nullish(),
  judgeExtraFile: z.record(z.string(), z.string()).nullish(),
  judgeMode: z.string().nullish(),
});
type ImportProblem = z.infer<typeof importProblemSchema>;

const numberOf = (v: string | number | null | undefined) => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isInteger(n) ? undefined : n;
};

/**
 * The cases of one problem: the files its samples name in its folder; without samples, the
 * folder's `X.in` / `X.out` pairs.
 */
const casesOf = (files: PackageFiles, folder: string, vo: ImportProblem): PackageCase[] => {
  const samples = vo.samples ?? [];
  if (samples.length === 0) return casePairs(files, folder);
  return samples.map((s) => {
    const file = (n: string | null | undefined) => {
      const bytes = n ? files.get(`${folder}/${n}`) : undefined;
      if (!bytes) throw new PackageRejected(`The test case file "${folder}/${n ?? ''}" is missing`);
      return bytes;
    };
    const score = numberOf(s.score);
    const groupNum = numberOf(s.groupNum);
    return {
      inputName: s.input ?? '',
      outputName: s.output ?? '',
      input: file(s.input),
      output: file(s.output),
      ...(score === undefined ? {} : { score }),
      ...(groupNum === undefined ? {} : { groupNum }),
    };
  });
};

const dtoOf = (vo: ImportProblem): ProblemDto => {
  const { id: _id, ...problem } = vo.problem;
  return {
    problem: {
      ...problem,
      userExtraFile: vo.userExtraFile ?? (problem.userExtraFile as string | null) ?? null,
      judgeExtraFile: vo.judgeExtraFile ?? (problem.judgeExtraFile as string | null) ?? null,
      isRemote: false,
    },
    isUploadTestCase: true,
    judgeMode: (vo.judgeMode ?? problem.judgeMode ?? 'default') as ProblemDto['judgeMode'],
    languages: vo.languages ?? [],
    tags: vo.tags ?? [],
    codeTemplates: (vo.codeTemplates ?? []).map((t) => ({
      language: typeof t.language === 'string' ? t.language : null,
      code: typeof t.code === 'string' ? t.code : '',
      status: typeof t.status === 'boolean' ? t.status : true,
    })),
  };
};

/**
 * HOJ's own export (hoj-types `_conventions` ImportProblemVO): each `problem_<pid>.json` with a
 * folder `problem_<pid>/` of its test-case files beside it, anywhere in the zip.
 */
export const parseHojZip = (files: PackageFiles): ProblemPackage[] => {
  const jsons = [...files.keys()].filter((n) => /(^|\/)[^/]+\.json$/.test(n)).sort();
  if (jsons.length === 0)
    throw new PackageRejected('The zip holds no problem: expected problem_<id>.json files');
  return jsons.map((json) => {
    const folder = json.slice(0, -'.json'.length);
    if (![...files.keys()].some((n) => n.startsWith(`${folder}/`)))
      throw new PackageRejected(`The test case folder "${folder}/" of "${json}" is missing`);
    const parsed = importProblemSchema.safeParse(jsonOf(files.get(json)!, json));
    if (!parsed.success)
      throw new PackageRejected(`The file "${json}" is not a HOJ problem (ImportProblemVO)`);
    return {
      name: json.slice(dirOf(json).length).replace(/^\//, ''),
      dto: dtoOf(parsed.data),
      cases: casesOf(files, folder, parsed.data),
      images: [],
      warnings: [],
    };
  });
};
