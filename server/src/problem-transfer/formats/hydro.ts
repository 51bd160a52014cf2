import type { ProblemDto } from '../../problems/index.ts';
import { dirOf } from '../archive.ts';
import {
  casePairs,
  PackageRejected,
  required,
  utf8Text,
  type PackageCase,
  type PackageFiles,
  type ProblemPackage,
} from '../problem-package.ts';
import { filledIn, splitMarkdown } from './markdown-statement.ts';
import { memoryMb, timeMs } from './limits-text.ts';
import { str, yamlOf } from './yaml-file.ts';

interface Subtask {
  score?: unknown;
  cases?: { input?: unknown; output?: unknown }[];
}

/** The cases of `testdata/config.yaml`'s subtasks, else every pair of the folder. */
const casesOf = (files: PackageFiles, dir: string, config: Record<string, unknown>) => {
  const subtasks = Array.isArray(config.subtasks) ? (config.subtasks as Subtask[]) : [];
  const listed = subtasks.flatMap((s) => s.cases ?? []);
  if (listed.length === 0) return { cases: casePairs(files, dir), oi: false };
  const cases: PackageCase[] = [];
  subtasks.forEach((s, g) => {
    const each = s.cases ?? [];
    const score = Number(s.score);
    each.forEach((c, i) => {
      const input = str(c.input) ?? '';
      const output = str(c.output) ?? '';
      const share = Number.isFinite(score) ? Math.floor(score / each.length) : undefined;
      const last = Number.isFinite(score) && i === each.length - 1;
      cases.push({
        inputName: input,
        outputName: output,
        input: required(files, `${dir}/${input}`),
        output: required(files, `${dir}/${output}`),
        groupNum: g + 1,
        ...(share === undefined ? {} : { score: last ? score - share * (each.length - 1) : share }),
      });
    });
  });
  return { cases, oi: subtasks.some((s) => s.score !== undefined) };
};

const statementOf = (files: PackageFiles, dir: string): string => {
  for (const n of ['problem.md', 'problem_zh.md', 'problem_en.md']) {
    const bytes = files.get(`${dir}${n}`);
    if (bytes) return utf8Text(bytes, `${dir}${n}`);
  }
  throw new PackageRejected(`The statement "${dir}problem.md" is missing from the package`);
};

const parseOne = (files: PackageFiles, yamlName: string): ProblemPackage => {
  const base = dirOf(yamlName);
  const dir = base ? `${base}/` : '';
  const meta = yamlOf(files.get(yamlName)!, yamlName);
  const configName = `${dir}testdata/config.yaml`;
  const config = files.has(configName) ? yamlOf(files.get(configName)!, configName) : {};
  const warnings: string[] = [];
  const statement = filledIn(splitMarkdown(statementOf(files, dir)), warnings);
  const { cases, oi } = casesOf(files, `${dir}testdata`, config);
  let judgeMode: ProblemDto['judgeMode'] = 'default';
  let spjCode: string | null = null;
  const checkerName = str(config.type) === 'interactive' ? config.interactor : config.checker;
  if (
    str(config.type) === 'interactive' ||
    (config.checker_type && config.checker_type !== 'default')
  ) {
    judgeMode = str(config.type) === 'interactive' ? 'interactive' : 'spj';
    const file = `${dir}testdata/${str(checkerName) ?? ''}`;
    spjCode = utf8Text(required(files, file), file);
    if (config.checker_type && !['testlib', 'interactive'].includes(str(config.checker_type) ?? ''))
      warnings.push(`The ${str(config.checker_type)} checker convention is judged as testlib`);
  }
  const tags = Array.isArray(meta.tag) ? meta.tag.map(String) : [];
  return {
    name: base || yamlName,
    dto: {
      problem: {
        problemId: str(meta.pid) ?? null,
        title: str(meta.title) ?? null,
        ...statement,
        timeLimit: timeMs(config.time) ?? 1000,
        memoryLimit: memoryMb(config.memory) ?? 256,
        type: oi ? 1 : 0,
        judgeCaseMode: oi ? 'subtask_lowest' : 'default',
        spjCode,
        spjLanguage: spjCode ? 'C++' : null,
      },
      isUploadTestCase: true,
      judgeMode,
      languages: ['C', 'C++', 'Java', 'Python3'],
      tags,
    },
    cases,
    images: [],
    warnings,
  };
};

/**
 * A Hydro export: one folder per problem with `problem.yaml` (title, tags, pid), the markdown
 * statement `problem.md` (or `problem_zh.md` / `problem_en.md`) and `testdata/` (its optional
 * `config.yaml` gives limits, subtasks and the checker).
 */
export const parseHydroZip = (files: PackageFiles): ProblemPackage[] => {
  const yamls = [...files.keys()].filter((n) => /(^|\/)problem\.yaml$/.test(n)).sort();
  if (yamls.length === 0)
    throw new PackageRejected('The zip holds no Hydro problem: expected <id>/problem.yaml');
  return yamls.map((y) => parseOne(files, y));
};
