import type { ProblemDto } from '../../problems/index.ts';
import { dirOf } from '../archive.ts';
import {
  byCaseName,
  casePairs,
  PackageRejected,
  utf8Text,
  type PackageCase,
  type PackageFiles,
  type ProblemPackage,
} from '../problem-package.ts';
import { filledIn, splitMarkdown } from './markdown-statement.ts';
import { memoryMb, timeMs } from './limits-text.ts';
import { str, yamlOf } from './yaml-file.ts';

/**
 * Our own key in `problem.yaml`: an exported testlib checker says so, so that importing the
 * package again keeps its convention (other tools ignore unknown keys); without it an output
 * validator is a Kattis one.
 */
export const checkerConventionKey = 'checker_convention';

const sourceExt = /\.(c|cc|cpp|cxx|c\+\+)$/i;

/** The `in`/`ans` pairs of `data/<part>`, sub-folders included, sorted by path. */
const dataCases = (files: PackageFiles, dir: string): PackageCase[] => {
  const folders = new Set<string>();
  for (const n of files.keys())
    if (n.startsWith(`${dir}/`) && n.endsWith('.in')) folders.add(dirOf(n));
  return [...folders].sort(byCaseName).flatMap((f) =>
    casePairs(files, f, ['.ans']).map((c) => ({
      ...c,
      inputName: `${f.slice(dir.length + 1)}${f === dir ? '' : '/'}${c.inputName}`.replace(
        /^\//,
        '',
      ),
      outputName: `${f.slice(dir.length + 1)}${f === dir ? '' : '/'}${c.outputName}`.replace(
        /^\//,
        '',
      ),
    })),
  );
};

/** The validator's one C/C++ source; other files of its folder go beside it (headers). */
const validatorOf = (files: PackageFiles, root: string) => {
  const folder = [`${root}output_validators/`, `${root}output_validator/`].find((p) =>
    [...files.keys()].some((n) => n.startsWith(p)),
  );
  if (!folder) return undefined;
  const inside = [...files.keys()].filter((n) => n.startsWith(folder)).sort();
  const sources = inside.filter((n) => sourceExt.test(n));
  if (sources.length !== 1)
    throw new PackageRejected(
      `The output validator of "${root}" must be exactly one C or C++ source file (found ${sources.length})`,
    );
  const extra: Record<string, string> = {};
  for (const n of inside)
    if (n !== sources[0] && /\.(h|hpp)$/i.test(n))
      extra[n.split('/').at(-1)!] = utf8Text(files.get(n)!, n);
  const code = utf8Text(files.get(sources[0]!)!, sources[0]!);
  return { code, language: /\.c$/i.test(sources[0]!) ? 'C' : 'C++', extra };
};

const statementOf = (files: PackageFiles, root: string): string | undefined => {
  for (const folder of ['problem_statement', 'statement'])
    for (const lang of ['en', 'zh', 'zh-CN'])
      for (const ext of ['md', 'tex']) {
        const n = `${root}${folder}/problem.${lang}.${ext}`;
        if (files.has(n)) return utf8Text(files.get(n)!, n);
      }
  return undefined;
};

const nameOf = (meta: Record<string, unknown>): string | undefined => {
  if (typeof meta.name === 'string') return meta.name;
  if (meta.name && typeof meta.name === 'object') {
    const names = meta.name as Record<string, unknown>;
    return str(names.en) ?? str(Object.values(names)[0]);
  }
  return undefined;
};

const parseOne = (files: PackageFiles, yamlName: string): ProblemPackage => {
  const base = dirOf(yamlName);
  const root = base ? `${base}/` : '';
  const short = base.split('/').at(-1) || 'problem';
  const meta = yamlOf(files.get(yamlName)!, yamlName);
  const limits = (meta.limits ?? {}) as Record<string, unknown>;
  const warnings: string[] = [];
  const text = statementOf(files, root);
  if (text === undefined)
    warnings.push('The package has no statement (problem_statement/problem.en.md)');
  const statement = filledIn(splitMarkdown(text ?? ''), warnings);
  const samples = dataCases(files, `${root}data/sample`);
  const secret = dataCases(files, `${root}data/secret`);
  if (samples.length + secret.length === 0)
    throw new PackageRejected(`The package "${short}" has no test data (data/sample, data/secret)`);
  const custom = /custom/.test(str(meta.validation) ?? '') || str(meta.type ?? '') === 'custom';
  const validator = validatorOf(files, root);
  if (custom && !validator)
    throw new PackageRejected(`The package "${short}" asks for a custom validator but has none`);
  const interactive = /interactive/.test(str(meta.validation) ?? '');
  const convention = str(meta[checkerConventionKey]) === 'testlib' ? 'testlib' : 'kattis';
  const submissions = [...files.keys()].filter((n) => n.startsWith(`${root}submissions/`)).length;
  if (submissions > 0)
    warnings.push(
      `${submissions} reference submission file(s) were not imported (no place for them yet)`,
    );
  const timeFile = files.get(`${root}.timelimit`);
  const timeLimit =
    timeMs(limits.time_limit) ??
    (timeFile ? timeMs(utf8Text(timeFile, '.timelimit').trim()) : undefined);
  const problem: ProblemDto['problem'] = {
    problemId: str(meta.problemId) ?? short,
    title: nameOf(meta) ?? short,
    ...statement,
    examples: samples.map((c) => ({
      input: c.input.toString('utf8'),
      output: c.output.toString('utf8'),
    })),
    source: str(meta.source) ?? '',
    author: str(meta.author) ?? null,
    timeLimit: timeLimit ?? 1000,
    memoryLimit: memoryMb(limits.memory) ?? 2048,
    spjCode: validator?.code ?? null,
    spjLanguage: validator?.language ?? null,
    checkerConvention: validator ? convention : null,
    judgeExtraFile: validator && Object.keys(validator.extra).length > 0 ? validator.extra : null,
  };
  return {
    name: short,
    dto: {
      problem,
      isUploadTestCase: true,
      judgeMode: !validator ? 'default' : interactive ? 'interactive' : 'spj',
      languages: ['C', 'C++', 'Java', 'Python3'],
      tags: [],
    },
    // Samples are shown as the examples; judged only when there is no secret data.
    cases: secret.length > 0 ? secret : samples,
    images: [],
    warnings,
  };
};

/**
 * ICPC problem packages (the Kattis `problem.yaml` layout), one or more folders in a zip:
 * `data/secret` (`.in` / `.ans`, sub-folders in path order) becomes the cases and `data/sample`
 * the examples (judged too only without secret data); `output_validators/` the special judge
 * (or the interactor with `validation: custom interactive`), judged in the Kattis convention.
 */
export const parseIcpcZip = (files: PackageFiles): ProblemPackage[] => {
  const yamls = [...files.keys()].filter((n) => /(^|\/)problem\.yaml$/.test(n)).sort();
  if (yamls.length === 0)
    throw new PackageRejected(
      'The zip holds no ICPC problem package: expected <name>/problem.yaml',
    );
  return yamls.map((y) => parseOne(files, y));
};
