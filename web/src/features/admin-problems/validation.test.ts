import { describe, expect, it } from 'vitest';
import { emptyForm, type ProblemForm } from './problem-form-model';
import { checkProblem, firstError } from './validation';

const valid = (over: Partial<ProblemForm> = {}): ProblemForm => ({
  ...emptyForm(),
  problemId: 'P1',
  title: 'A + B',
  input: 'Two integers.',
  output: 'Their sum.',
  uploadDir: 'dir',
  cases: [{ input: '1.in', output: '1.out', score: '100', groupNum: '' }],
  ...over,
});
const create = { editing: false, contest: false };
const ids = (f: ProblemForm, o = create) =>
  Object.fromEntries(Object.entries(checkProblem(f, o)).map(([k, v]) => [k, v?.id]));

describe("checkProblem: the server's form rules, checked in the browser", () => {
  it('accepts a complete form', () => {
    expect(checkProblem(valid(), create)).toEqual({});
  });

  it("names the required texts, in the form's order", () => {
    const errors = checkProblem(
      valid({ problemId: ' ', title: '', input: '', output: ' ' }),
      create,
    );
    expect(Object.keys(errors)).toEqual(['problemId', 'title', 'input', 'output']);
    expect(firstError(errors)?.id).toBe('admin-problems.err.problem-id');
    expect(ids(valid({ problemId: 'P 1' })).problemId).toBe('admin-problems.err.problem-id-chars');
  });

  it("keeps the limits within the server's bounds", () => {
    const errors = checkProblem(
      valid({ timeLimit: '60001', memoryLimit: '0', stackLimit: '1.5' }),
      create,
    );
    expect(errors.timeLimit).toEqual({
      id: 'admin-problems.err.timeLimit',
      values: { min: 1, max: 60000 },
    });
    expect(errors.memoryLimit?.id).toBe('admin-problems.err.memoryLimit');
    expect(errors.stackLimit?.id).toBe('admin-problems.err.stackLimit');
    expect(checkProblem(valid({ timeLimit: '60000', memoryLimit: '4096' }), create)).toEqual({});
  });

  it('asks for a zip before a new problem is saved, but not on an edit that keeps its cases', () => {
    expect(ids(valid({ uploadDir: '' })).cases).toBe('admin-problems.err.upload-first');
    expect(checkProblem(valid({ uploadDir: '' }), { editing: true, contest: false })).toEqual({});
  });

  it('checks typed cases, OI scores and subtask groups with the case number', () => {
    const manual = { isUploadCase: false, uploadDir: '' };
    expect(ids(valid({ ...manual, cases: [] })).cases).toBe('admin-problems.err.cases-required');
    const cases = [
      { input: '1', output: '1', score: '50', groupNum: '1' },
      { input: '', output: '', score: '50', groupNum: '1' },
    ];
    expect(checkProblem(valid({ ...manual, cases }), create).cases).toEqual({
      id: 'admin-problems.err.case-empty',
      values: { index: 2 },
    });
    const oi = { ...manual, type: 1 as const, cases: [{ ...cases[0]!, score: '-1' }] };
    expect(checkProblem(valid(oi), create).cases).toEqual({
      id: 'admin-problems.err.case-score',
      values: { index: 1 },
    });
    const sub = {
      ...oi,
      judgeCaseMode: 'subtask_average' as const,
      cases: [{ ...cases[0]!, groupNum: '' }],
    };
    expect(checkProblem(valid(sub), create).cases?.id).toBe('admin-problems.err.case-group');
    expect(ids(valid({ judgeCaseMode: 'subtask_lowest' })).judgeCaseMode).toBe(
      'admin-problems.err.subtask-oi',
    );
  });

  it('needs the checker source, compiled since it last changed', () => {
    expect(ids(valid({ judgeMode: 'spj' })).checker).toBe('admin-problems.err.checker-required');
    expect(ids(valid({ judgeMode: 'interactive', spjCode: 'x', compiledCode: '' })).checker).toBe(
      'admin-problems.err.checker-compile',
    );
    expect(
      checkProblem(valid({ judgeMode: 'spj', spjCode: 'x', compiledCode: 'x' }), create),
    ).toEqual({});
  });

  it('checks file IO names, languages, templates, tags and extra files', () => {
    expect(ids(valid({ isFileIO: true, ioReadFileName: 'a.in' })).fileIO).toBe(
      'admin-problems.err.file-io-required',
    );
    expect(ids(valid({ isFileIO: true, ioReadFileName: 'a', ioWriteFileName: 'a' })).fileIO).toBe(
      'admin-problems.err.file-io-same',
    );
    expect(
      ids(valid({ isFileIO: true, ioReadFileName: '../a', ioWriteFileName: 'b' })).fileIO,
    ).toBe('admin-problems.err.file-name');
    expect(ids(valid({ languages: [] })).languages).toBe('admin-problems.err.languages');
    expect(ids(valid({ templates: [{ language: 'C', code: ' ', status: true }] })).templates).toBe(
      'admin-problems.err.template-empty',
    );
    // A disabled template may stay empty.
    expect(
      checkProblem(valid({ templates: [{ language: 'C', code: '', status: false }] }), create),
    ).toEqual({});
    expect(ids(valid({ tags: ['DP', 'dp'] })).tags).toBe('admin-problems.err.tag-twice');
    expect(ids(valid({ userExtraFiles: [{ name: 'a.txt', content: '' }] })).extraFiles).toBe(
      'admin-problems.err.extra-file',
    );
  });

  it('needs the display id of a contest problem', () => {
    expect(ids(valid(), { editing: false, contest: true }).displayId).toBe(
      'admin-problems.err.display-id',
    );
    expect(checkProblem(valid({ displayId: 'A' }), { editing: false, contest: true })).toEqual({});
  });
});
