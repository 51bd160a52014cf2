import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DomainError, type TestCaseRef } from '@oj/events';
import { dataDir } from '@oj/events/infra';
import { putNewFile, removeFiles, sha256 } from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { ensureTags } from '../tags/index.ts';
import { detectImage, storeImage } from '../infra/images.ts';
import { ImageRefusedError, reencodeImage } from '../infra/image-reencode.ts';
import { pictureSides } from '../http/upload-limits.ts';
import {
  assertDisplayIdFree,
  assertValidProblem,
  createProblem,
  evenScores,
  isSubtaskMode,
  problemDtoSchema,
  toProblemFields,
} from '../problems/index.ts';
import { PackageRejected, type ProblemPackage } from './problem-package.ts';

/** One line of the import report: the created problem, or why this one was not created. */
export type ImportResult =
  | { name: string; ok: true; pid: number; problemId: string; warnings: string[] }
  | { name: string; ok: false; reason: string; warnings: string[] };

/** Where statement pictures are served (the editor's picture store, same names). */
const imageUrlPrefix = '/api/public/md-img/';

const casesOf = (pkg: ProblemPackage, type: number, subtask: boolean): TestCaseRef[] => {
  const even = type === 1 ? evenScores(pkg.cases.length) : [];
  return pkg.cases.map((c, i) => ({
    index: i + 1,
    inputName: c.inputName,
    outputName: c.outputName,
    inputHash: sha256(c.input),
    outputHash: sha256(c.output),
    inputSize: c.input.length,
    outputSize: c.output.length,
    score: type === 1 ? (c.score ?? even[i] ?? 0) : 0,
    groupNum: subtask ? (c.groupNum ?? i + 1) : 0,
  }));
};

/**
 * Stores the statement's pictures, decoded and encoded again like every uploaded picture (no
 * polyglots, no metadata), and points their `src` at the stored copies.
 */
const relinkImages = async (pkg: ProblemPackage, texts: string[]): Promise<string[]> => {
  let out = texts;
  for (const img of pkg.images) {
    const kind = detectImage(img.bytes);
    let clean;
    try {
      if (!kind) throw new ImageRefusedError('unreadable');
      const limits = { maxInputSide: pictureSides.maxInput, maxSide: pictureSides.carousel };
      clean = await reencodeImage(img.bytes, kind, limits);
    } catch (error) {
      if (!(error instanceof ImageRefusedError)) throw error;
      pkg.warnings.push(`The picture "${img.src}" is not a readable picture and was left out`);
      continue;
    }
    const hash = await storeImage(path.join(dataDir(), 'md-img'), clean.bytes, clean.kind);
    const url = `${imageUrlPrefix}${hash}.${clean.kind}`;
    out = out.map((t) => t.split(img.src).join(url));
  }
  return out;
};

/**
 * Writes the case files, answering the hashes this call added (for the caller to remove if the
 * problem is not created). A write that fails (a full disk) removes the ones written before it.
 */
const writeCases = async (root: string, pkg: ProblemPackage): Promise<string[]> => {
  const added: string[] = [];
  try {
    for (const bytes of pkg.cases.flatMap((c) => [c.input, c.output]))
      await putNewFile(root, bytes, added);
  } catch (error) {
    await removeFiles(root, added);
    throw error;
  }
  return added;
};

const firstIssue = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? 'The problem is invalid';

/**
 * Creates one problem of a package through the same schema, rules and `createProblem` as the
 * admin form. Every check runs before anything is written; the case files are written before
 * the event (the judge must never see a reference to a missing file) and the ones this import
 * added are removed if the problem is not created, so a failure leaves nothing behind.
 */
export const importPackage = async (
  deps: Deps,
  root: string,
  pkg: ProblemPackage,
  actor: { uid: string; username: string },
): Promise<ImportResult> => {
  const { name, warnings } = pkg;
  try {
    const parsed = problemDtoSchema.safeParse(pkg.dto);
    if (!parsed.success) throw new DomainError('invalid', firstIssue(parsed.error));
    const problem = toProblemFields(parsed.data, actor.username);
    // FPS and some packages carry no display id: a fresh one the admin can rename later.
    if (!problem.problemId) problem.problemId = `IMP-${randomBytes(4).toString('hex')}`;
    const testCases = casesOf(pkg, problem.type, isSubtaskMode(problem.judgeCaseMode));
    assertValidProblem(problem, testCases);
    await assertDisplayIdFree(deps, problem.problemId);
    const texts = await relinkImages(pkg, [
      problem.description,
      problem.input,
      problem.output,
      problem.hint,
    ]);
    [problem.description, problem.input, problem.output, problem.hint] = texts as [
      string,
      string,
      string,
      string,
    ];
    const added = await writeCases(root, pkg);
    try {
      await ensureTags(deps, problem.tags, actor.uid);
      const { pid, position } = await createProblem(deps, {
        problem,
        testCases,
        userId: actor.uid,
      });
      await deps.projections.waitFor(position);
      return { name, ok: true, pid, problemId: problem.problemId, warnings };
    } catch (error) {
      await removeFiles(root, added);
      throw error;
    }
  } catch (error) {
    if (error instanceof DomainError || error instanceof PackageRejected)
      return { name, ok: false, reason: error.message, warnings };
    throw error;
  }
};
