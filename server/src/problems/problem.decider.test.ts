import { describe, it } from 'vitest';
import { problemFields, type ProblemEvent, type ProblemFields, type TestCaseRef } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { problemDecider, problemNotFound, type ProblemCommand } from './problem.decider.ts';

const now = '2026-11-22T00:00:00.000Z';
const metadata = { now, userId: 'admin-1' };

const fields = (over: Partial<ProblemFields> = {}): ProblemFields =>
  problemFields({
    examples: [{ input: '1 2', output: '3' }],
    codeShare: true,
    tags: ['math'],
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

const problemEvent = (
  type: 'ProblemCreated' | 'ProblemEdited',
  problem: ProblemFields,
  testCases: TestCaseRef[],
  caseVersion: number,
): ProblemEvent => ({
  type,
  data: { ...problem, caseVersion, testCases, pid: 1000, by: 'admin-1', at: now },
});
const created = problemEvent('ProblemCreated', fields(), [testCase(1)], 1);
const edited = (problem: ProblemFields, testCases: TestCaseRef[], caseVersion: number) =>
  problemEvent('ProblemEdited', problem, testCases, caseVersion);

const spec = deciderSpec(problemDecider);

describe('problem decider', () => {
  it('creates a problem with a full snapshot at case version 1', () =>
    spec
      .given([])
      .when(create())
      .then([
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
      ]));

  it('refuses to create the same problem twice', () =>
    spec.given([created]).when(create()).thenFails('The problem already exists', 'conflict'));

  it('keeps the case version when only the statement changes', () => {
    const problem = fields({ title: 'A plus B', timeLimit: 2000 });
    spec
      .given([created])
      .when(edit(problem))
      .then([edited(problem, [testCase(1)], 1)]);
  });

  it.each([
    ['an output changes', [testCase(1, { outputHash: 'c'.repeat(64) })]],
    ['a case is added', [testCase(1), testCase(2)]],
    ['a score changes', [testCase(1, { score: 10 })]],
    ['a group changes', [testCase(1, { groupNum: 2 })]],
  ])('bumps the case version when %s', (_what, cases) =>
    spec
      .given([created])
      .when(edit(fields(), cases))
      .then([edited(fields(), cases, 2)]),
  );

  it('counts versions across several edits', () => {
    const five = [testCase(1, { score: 5 })];
    const six = [testCase(1, { score: 6 })];
    const second = edited(fields(), five, 2);
    const third = edited(fields({ hint: 'h' }), five, 2);
    spec.given([created]).when(edit(fields(), five)).then([second]);
    spec
      .given([created, second])
      .when(edit(fields({ hint: 'h' }), five))
      .then([third]);
    spec
      .given([created, second, third])
      .when(edit(fields(), six))
      .then([edited(fields(), six, 3)]);
  });

  it('deletes a problem and refuses to edit or delete it afterwards', () => {
    const del: ProblemCommand = { type: 'DeleteProblem', data: { pid: 1000 }, metadata };
    const deleted: ProblemEvent = {
      type: 'ProblemDeleted',
      data: { pid: 1000, problemId: 'P1000', by: 'admin-1', at: now },
    };
    spec.given([created]).when(del).then([deleted]);
    spec.given([created, deleted]).when(edit()).thenFails(problemNotFound, 'not_found');
    spec.given([created, deleted]).when(del).thenFails(problemNotFound, 'not_found');
  });

  it('refuses to edit a problem that was never created', () =>
    spec.given([]).when(edit()).thenFails(problemNotFound, 'not_found'));
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
  it.each(rules)('refuses a problem with %s', (_what, over, cases, message) =>
    spec
      .given([])
      .when(create(fields(over), cases))
      .thenFails(message, 'invalid'),
  );

  it('accepts a disabled empty template and an OI subtask problem with groups', () => {
    const p = fields({
      ...oi,
      judgeCaseMode: 'subtask_lowest',
      codeTemplates: [{ language: 'C', code: '', status: false }],
    });
    const cases = [testCase(1, { groupNum: 1, score: 50 })];
    spec
      .given([])
      .when(create(p, cases))
      .then([problemEvent('ProblemCreated', p, cases, 1)]);
  });
});
