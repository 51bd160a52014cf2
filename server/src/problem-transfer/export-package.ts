import { examplesToString, type ProblemSnapshot } from '@oj/events';
import { stringify } from 'yaml';
import { checkerConventionKey } from './formats/icpc.ts';

/** One file of an export: literal bytes, or a test-data file by content hash. */
export type ExportEntry = { name: string; text: string } | { name: string; hash: string };

const hojProblem = (p: ProblemSnapshot, pid: number) => ({
  id: pid,
  problemId: p.problemId,
  title: p.title,
  author: p.author,
  type: p.type,
  judgeMode: p.judgeMode,
  judgeCaseMode: p.judgeCaseMode,
  timeLimit: p.timeLimit,
  memoryLimit: p.memoryLimit,
  stackLimit: p.stackLimit,
  description: p.description,
  input: p.input,
  output: p.output,
  examples: examplesToString(p.examples),
  isRemote: false,
  source: p.source,
  difficulty: p.difficulty,
  hint: p.hint,
  auth: p.auth,
  ioScore: p.ioScore,
  codeShare: p.codeShare,
  spjCode: p.spjCode,
  spjLanguage: p.spjLanguage,
  isRemoveEndBlank: p.isRemoveEndBlank,
  openCaseResult: p.openCaseResult,
  isUploadCase: true,
  caseVersion: String(p.caseVersion),
  isFileIO: p.isFileIO,
  ioReadFileName: p.ioReadFileName,
  ioWriteFileName: p.ioWriteFileName,
});

/**
 * HOJ's export layout for one problem: `problem_<pid>.json` (ImportProblemVO) and the folder
 * `problem_<pid>/` of its case files, named as the samples list them.
 */
export const hojEntries = (pid: number, p: ProblemSnapshot): ExportEntry[] => {
  const vo = {
    problem: hojProblem(p, pid),
    languages: p.languages,
    samples: p.testCases.map((c) => ({
      input: c.inputName,
      output: c.outputName,
      score: c.score,
      groupNum: c.groupNum,
    })),
    tags: p.tags,
    codeTemplates: p.codeTemplates.map((t) => ({
      language: t.language,
      code: t.code,
      status: t.status,
    })),
    userExtraFile: p.userExtraFile,
    judgeExtraFile: p.judgeExtraFile,
    judgeMode: p.judgeMode,
  };
  const dir = `problem_${pid}`;
  return [
    { name: `${dir}.json`, text: JSON.stringify(vo, null, 2) },
    ...p.testCases.flatMap((c) => [
      { name: `${dir}/${c.inputName}`, hash: c.inputHash },
      { name: `${dir}/${c.outputName}`, hash: c.outputHash },
    ]),
  ];
};

const statementMd = (p: ProblemSnapshot) =>
  [p.description, '', '## Input', '', p.input, '', '## Output', '', p.output]
    .concat(p.hint.trim() ? ['', '## Hint', '', p.hint] : [])
    .join('\n');

/** Case base names for `data/secret`, unique; `.in` / `.ans` are added by the caller. */
const secretNames = (p: ProblemSnapshot) => {
  const bases = p.testCases.map((c) => c.inputName.replace(/\.(in|txt)$/, ''));
  const unique =
    new Set(bases).size === bases.length && bases.every((b) => /^[\w.-]+(\/[\w.-]+)*$/.test(b));
  return unique ? bases : bases.map((_, i) => String(i + 1));
};

/**
 * An ICPC problem package (Kattis layout) in the folder `<problemId>/`: `problem.yaml`, the
 * statement as markdown, the examples as `data/sample`, the cases as `data/secret` and the
 * special judge or interactor, if any, as `output_validators/checker/`; a testlib checker is
 * marked with our `checker_convention: testlib` key (the format knows only Kattis validators).
 */
export const icpcEntries = (p: ProblemSnapshot): ExportEntry[] => {
  const dir = p.problemId;
  const meta = {
    name: p.title,
    ...(p.author ? { author: p.author } : {}),
    ...(p.source ? { source: p.source } : {}),
    validation:
      p.judgeMode === 'default'
        ? 'default'
        : p.judgeMode === 'interactive'
          ? 'custom interactive'
          : 'custom',
    ...(p.judgeMode !== 'default' && (p.checkerConvention ?? 'testlib') === 'testlib'
      ? { [checkerConventionKey]: 'testlib' }
      : {}),
    limits: { time_limit: p.timeLimit / 1000, memory: p.memoryLimit },
  };
  const names = secretNames(p);
  const entries: ExportEntry[] = [
    { name: `${dir}/problem.yaml`, text: stringify(meta) },
    { name: `${dir}/problem_statement/problem.en.md`, text: statementMd(p) },
    ...p.examples.flatMap((e, i) => [
      { name: `${dir}/data/sample/${i + 1}.in`, text: e.input },
      { name: `${dir}/data/sample/${i + 1}.ans`, text: e.output },
    ]),
    ...p.testCases.flatMap((c, i) => [
      { name: `${dir}/data/secret/${names[i]}.in`, hash: c.inputHash },
      { name: `${dir}/data/secret/${names[i]}.ans`, hash: c.outputHash },
    ]),
  ];
  if (p.spjCode) {
    const ext = p.spjLanguage === 'C' ? 'c' : 'cpp';
    entries.push({ name: `${dir}/output_validators/checker/checker.${ext}`, text: p.spjCode });
    for (const [n, text] of Object.entries(p.judgeExtraFile ?? {}))
      entries.push({ name: `${dir}/output_validators/checker/${n}`, text });
  }
  return entries;
};
