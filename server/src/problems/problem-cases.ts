import {
  DomainError,
  type ProblemFields,
  type ProblemSnapshot,
  type TestCaseRef,
} from '@oj/events';
import { putNewFile, readCaseSet, removeFiles, type StoredCase } from '@oj/events/testdata';
import type { ProblemDto, Sample } from './problem.dto.ts';

// A declaration (not an arrow) so that TypeScript narrows after a call.
function fail(message: string): never {
  throw new DomainError('invalid', message);
}

export const isSubtaskMode = (mode: ProblemFields['judgeCaseMode']) =>
  mode === 'subtask_lowest' || mode === 'subtask_average';

const integerOf = (v: Sample['score']): number | undefined => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isInteger(n) ? n : undefined;
};

type Marks = Pick<TestCaseRef, 'score' | 'groupNum'>;

/** Score (OI) and group (subtask modes) of one sample, checked with the form's messages. */
const marksOf = (s: Sample, index: number, p: ProblemFields): Marks => {
  let score = 0;
  if (p.type === 1) {
    const n = integerOf(s.score);
    if (n === undefined) fail(`The score of test case ${index} must be an integer`);
    if (n < 0) fail(`The score of test case ${index} must be greater than or equal to 0`);
    score = n;
  }
  let groupNum = 0;
  if (isSubtaskMode(p.judgeCaseMode)) {
    const g = integerOf(s.groupNum);
    if (g === undefined || g < 1)
      fail(`The subtask group number of test case ${index} is required`);
    groupNum = g;
  }
  return { score, groupNum };
};

/** HOJ's default OI split of 100 points: equal parts, the last ones one point more. */
export const evenScores = (n: number): number[] => {
  const each = Math.floor(100 / n);
  const extra = 100 - each * n;
  return Array.from({ length: n }, (_, i) => (i >= n - extra ? each + 1 : each));
};

/**
 * The form's sample rules (spec 3 section 5), checked before anything is written: manual
 * samples need an input or an output each; OI scores and subtask groups must be valid.
 */
export const checkSamples = (dto: ProblemDto, p: ProblemFields): Marks[] => {
  const samples = dto.samples ?? [];
  if (!p.isUploadCase) {
    if (samples.length === 0) fail('Judge Samples is required');
    samples.forEach((s, i) => {
      if (!s.input && !s.output) fail(`Test case ${i + 1} needs an input or an output`);
    });
  }
  return samples.map((s, i) => marksOf(s, i + 1, p));
};

/** Samples typed in the form; a write that fails (a full disk) takes back the files it added. */
const manualCases = async (root: string, dto: ProblemDto, p: ProblemFields) => {
  const marks = checkSamples(dto, p);
  const cases: TestCaseRef[] = [];
  const added: string[] = [];
  try {
    for (const [i, s] of (dto.samples ?? []).entries()) {
      const input = s.input ?? '';
      const output = s.output ?? '';
      cases.push({
        index: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: await putNewFile(root, input, added),
        outputHash: await putNewFile(root, output, added),
        inputSize: Buffer.byteLength(input),
        outputSize: Buffer.byteLength(output),
        ...marks[i]!,
      });
    }
  } catch (error) {
    await removeFiles(root, added);
    throw error;
  }
  return cases;
};

const strip = ({ score: _s, groupNum: _g, ...c }: TestCaseRef): StoredCase => c;

/** The uploaded set named by the DTO, else (on edit) the problem's current uploaded cases. */
const uploadedBase = async (root: string, dto: ProblemDto, existing?: ProblemSnapshot) => {
  if (dto.uploadTestcaseDir) {
    const set = await readCaseSet(root, dto.uploadTestcaseDir);
    return set ?? fail('The uploaded test cases were not found, please upload the zip again');
  }
  if (existing?.isUploadCase) return existing.testCases.map(strip);
  return fail('Please upload the test case zip first');
};

/**
 * With uploaded cases the samples name files of the set (`input`) and carry their score and
 * group; without samples every case of the set is used, with HOJ's default scores.
 */
const uploadedCases = async (
  root: string,
  dto: ProblemDto,
  p: ProblemFields,
  existing?: ProblemSnapshot,
): Promise<TestCaseRef[]> => {
  const base = await uploadedBase(root, dto, existing);
  const samples = dto.samples ?? [];
  if (samples.length === 0) {
    const scores = p.type === 1 ? evenScores(base.length) : [];
    return base.map((c, i) => ({ ...c, score: scores[i] ?? 0, groupNum: 0 }));
  }
  const byInput = new Map(base.map((c) => [c.inputName, c]));
  const seen = new Set<string>();
  const chosen = samples.map((s, i) => {
    const c = byInput.get(s.input ?? '');
    if (!c) return fail(`The test case file "${s.input ?? ''}" is not in the uploaded zip`);
    if (seen.has(c.inputName)) fail(`The test case file "${c.inputName}" is listed twice`);
    seen.add(c.inputName);
    return { ...c, ...marksOf(s, i + 1, p) };
  });
  return chosen.sort((a, b) => a.index - b.index).map((c, i) => ({ ...c, index: i + 1 }));
};

/**
 * The test cases a saved problem gets: manual samples are written to the content store (so the
 * judge reads every problem the same way), uploaded ones come from the set the upload recorded.
 */
export const buildTestCases = (
  root: string,
  dto: ProblemDto,
  p: ProblemFields,
  existing?: ProblemSnapshot,
): Promise<TestCaseRef[]> =>
  p.isUploadCase ? uploadedCases(root, dto, p, existing) : manualCases(root, dto, p);
