import { describe, expect, it } from 'vitest';
import { foldEvents, type ProblemEvent, type ProblemFields, type TestCaseRef } from '@oj/events';
import { problemDecider as d, type ProblemCommand } from './problem.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
const metadata = { now, userId: 'admin-1' };

const fields = (over: Partial<ProblemFields> = {}): ProblemFields => ({
  problemId: 'P1000',
  title: 'A + B',
  author: 'root',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  description: 'Add two numbers.',
  input: 'Two integers.',
  output: 'Their sum.',
  examples: [{ input: '1 2', output: '3' }],
  source: '',
  difficulty: 0,
  hint: '',
  auth: 1,
  ioScore: 100,
  codeShare: true,
  spjCode: null,
  spjLanguage: null,
  userExtraFile: null,
  judgeExtraFile: null,
  isRemoveEndBlank: true,
  openCaseResult: true,
  isUploadCase: false,
  gid: null,
  applyPublicProgress: null,
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  languages: ['C', 'C++'],
  tags: ['math'],
  codeTemplates: [],
  ...over,
});

const testCase = (index: number, over: Partial<TestCaseRef> = {}): TestCaseRef => ({
  index,
  inputName: `${index}.in`,
  outputName: `${index}.out`,
  inputHash: 'a'.repeat(64),
  outputHash: 'b'.repeat(64),
  inputSize: 3,
  outputSize: 1,
  score: 0,
  groupNum: 0,
  ...over,
});

const create = (problem = fields(), testCases = [testCase(1)]): ProblemCommand => ({
  type: 'CreateProblem',
  data: { pid: 1000, problem, testCases },
  metadata,
});
const edit = (problem = fields(), testCases = [testCase(1)]): ProblemCommand => ({
  type: 'EditProblem',
  data: { pid: 1000, problem, testCases },
  metadata,
});

/** given events, when command: the new events (or the thrown rule). */
const when = (given: ProblemEvent[], command: ProblemCommand) =>
  d.decide(command, foldEvents(d, given));
const created = () => when([], create());

describe('problem decider', () => {
  it('creates a problem with a full snapshot at case version 1', () => {
    expect(created()).toEqual([
      {
        type: 'ProblemCreated',
        data: {
          ...fields(),
          caseVersion: 1,
          testCases: [testCase(1)],
          pid: 1000,
          by: 'admin-1',
          at: now,
        },
      },
    ]);
  });

  it('refuses to create the same problem twice', () => {
    expect(() => when(created(), create())).toThrow('The problem already exists');
  });

  it('keeps the case version when only the statement changes', () => {
    const [e] = when(created(), edit(fields({ title: 'A plus B', timeLimit: 2000 })));
    expect(e).toMatchObject({ type: 'ProblemEdited', data: { title: 'A plus B', caseVersion: 1 } });
  });

  it.each([
    ['an output changes', [testCase(1, { outputHash: 'c'.repeat(64) })]],
    ['a case is added', [testCase(1), testCase(2)]],
    ['a score changes', [testCase(1, { score: 10 })]],
    ['a group changes', [testCase(1, { groupNum: 2 })]],
  ])('bumps the case version when %s', (_what, cases) => {
    const [e] = when(created(), edit(fields(), cases));
    expect(e?.data).toMatchObject({ caseVersion: 2 });
  });

  it('counts versions across several edits', () => {
    const history = [...created()];
    history.push(...when(history, edit(fields(), [testCase(1, { score: 5 })])));
    history.push(...when(history, edit(fields({ hint: 'h' }), [testCase(1, { score: 5 })])));
    history.push(...when(history, edit(fields(), [testCase(1, { score: 6 })])));
    expect(history.map((e) => (e.type === 'ProblemDeleted' ? 0 : e.data.caseVersion))).toEqual([
      1, 2, 2, 3,
    ]);
  });

  it('deletes a problem and refuses to edit or delete it afterwards', () => {
    const history = [...created()];
    const del: ProblemCommand = { type: 'DeleteProblem', data: { pid: 1000 }, metadata };
    const deleted = when(history, del);
    expect(deleted).toEqual([
      { type: 'ProblemDeleted', data: { pid: 1000, problemId: 'P1000', by: 'admin-1', at: now } },
    ]);
    history.push(...deleted);
    expect(() => when(history, edit())).toThrow('The problem does not exist');
    expect(() => when(history, del)).toThrow('The problem does not exist');
  });

  it('refuses to edit a problem that was never created', () => {
    expect(() => when([], edit())).toThrow('The problem does not exist');
  });
});

describe('problem form rules (spec 3 section 5)', () => {
  const oi = { type: 1 as const };
  const rules: [string, Partial<ProblemFields>, TestCaseRef[] | undefined, string][] = [
    ['no display id', { problemId: '  ' }, undefined, 'Problem Display ID is required'],
    ['a display id with a slash', { problemId: 'a/b' }, undefined, 'must not contain spaces'],
    ['no title', { title: '' }, undefined, 'Title is required'],
    ['no input description', { input: '' }, undefined, 'Input Description is required'],
    ['no output description', { output: ' ' }, undefined, 'Output Description is required'],
    ['a zero time limit', { timeLimit: 0 }, undefined, 'Time limit must be between 1 and 60000 ms'],
    [
      'a huge memory limit',
      { memoryLimit: 5000 },
      undefined,
      'Memory limit must be between 1 and 4096 MB',
    ],
    [
      'a subtask mode on ACM',
      { judgeCaseMode: 'subtask_lowest' },
      undefined,
      'only for OI problems',
    ],
    [
      'file IO without input name',
      { isFileIO: true, ioWriteFileName: 'b.out' },
      undefined,
      'The input file name is required for file IO',
    ],
    [
      'file IO without output name',
      { isFileIO: true, ioReadFileName: 'a.in' },
      undefined,
      'The output file name is required for file IO',
    ],
    [
      'a file IO name with a path',
      { isFileIO: true, ioReadFileName: '../a', ioWriteFileName: 'b' },
      undefined,
      'may only use letters',
    ],
    ['no test case', {}, [], 'Judge Samples is required'],
    [
      'a subtask case without group',
      { ...oi, judgeCaseMode: 'subtask_average' },
      [testCase(1)],
      'The subtask group number of test case 1 is required',
    ],
    [
      'spj without code',
      { judgeMode: 'spj', spjLanguage: 'C++' },
      undefined,
      'Spj Or Interactive Code is required',
    ],
    [
      'interactive in Java',
      { judgeMode: 'interactive', spjCode: 'x', spjLanguage: 'Java' },
      undefined,
      'must be written in C or C++',
    ],
    ['no language', { languages: [] }, undefined, 'At least one language is required'],
    [
      'an empty enabled template',
      { codeTemplates: [{ language: 'C', code: ' ', status: true }] },
      undefined,
      'The code template of C cannot be empty',
    ],
    [
      'a template of another language',
      { codeTemplates: [{ language: 'Java', code: 'x', status: true }] },
      undefined,
      'the problem does not allow',
    ],
    [
      'a duplicated tag',
      { tags: ['dp', 'DP'] },
      undefined,
      'The tag has been added, please do not add it repeatedly!',
    ],
    [
      'an extra file without content',
      { userExtraFile: { 'a.h': '' } },
      undefined,
      'An extra file needs a name and content',
    ],
  ];
  it.each(rules)('refuses a problem with %s', (_what, over, cases, message) => {
    expect(() => when([], create(fields(over), cases))).toThrow(message);
  });

  it('accepts a disabled empty template and an OI subtask problem with groups', () => {
    const p = fields({
      ...oi,
      judgeCaseMode: 'subtask_lowest',
      codeTemplates: [{ language: 'C', code: '', status: false }],
    });
    expect(when([], create(p, [testCase(1, { groupNum: 1, score: 50 })]))).toHaveLength(1);
  });
});
