import { describe, expect, it } from 'vitest';
import type { ProblemDetail } from './api/types';
import {
  casesFromUpload,
  emptyForm,
  evenScores,
  examplesText,
  fromDetail,
  parseExamples,
  toContestProblemBody,
  toProblemBody,
  type ProblemForm,
} from './problem-form-model';

const filled = (over: Partial<ProblemForm> = {}): ProblemForm => ({
  ...emptyForm(),
  problemId: ' P1 ',
  title: ' A + B ',
  description: 'Add $a+b$.',
  input: 'Two integers.',
  output: 'Their sum.',
  samples: [
    { input: '1 2', output: '3' },
    { input: '', output: '' },
  ],
  ...over,
});

describe('toProblemBody: the HOJ ProblemDTO the form sends', () => {
  it('sends a new problem with uploaded cases, trimmed texts and HOJ examples', () => {
    const body = toProblemBody(
      filled({
        uploadDir: 'dir-1',
        cases: casesFromUpload([
          { input: '1.in', output: '1.out' },
          { input: '2.in', output: '2.out' },
        ]),
        tags: ['math', 'new one'],
        languages: ['C', 'C++'],
        templates: [
          { language: 'C', code: 'int main(){}', status: true },
          { language: 'Java', code: 'class Main{}', status: true },
        ],
      }),
    );
    expect(body.problem).not.toHaveProperty('id');
    expect(body.problem).toMatchObject({
      problemId: 'P1',
      title: 'A + B',
      author: null,
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      examples: '<input>1 2</input><output>3</output>',
      judgeMode: 'default',
      spjCode: null,
      spjLanguage: null,
      isUploadCase: true,
      isFileIO: false,
      ioReadFileName: null,
      userExtraFile: null,
      isRemote: false,
    });
    expect(body).toMatchObject({
      isUploadTestCase: true,
      uploadTestcaseDir: 'dir-1',
      judgeMode: 'default',
      isSpj: false,
      languages: [{ name: 'C' }, { name: 'C++' }],
      tags: [
        { id: null, name: 'math' },
        { id: null, name: 'new one' },
      ],
      // A template of a language the problem does not allow is left out.
      codeTemplates: [{ language: 'C', code: 'int main(){}', status: true }],
    });
    // ACM: no scores or groups are sent.
    expect(body.samples).toEqual([
      { input: '1.in', output: '1.out', score: null, groupNum: null },
      { input: '2.in', output: '2.out', score: null, groupNum: null },
    ]);
  });

  it('sends an edit with its id, the checker, OI scores, subtask groups, file IO and extra files', () => {
    const body = toProblemBody(
      filled({
        type: 1,
        judgeMode: 'spj',
        judgeCaseMode: 'subtask_lowest',
        spjCode: 'int main(){}',
        spjLanguage: 'C',
        isUploadCase: false,
        cases: [
          { input: '1\n', output: '1\n', score: '40', groupNum: '1' },
          { input: '2\n', output: '2\n', score: '60', groupNum: '2' },
        ],
        isFileIO: true,
        ioReadFileName: ' in.txt ',
        ioWriteFileName: 'out.txt',
        judgeExtraFiles: [{ name: 'testlib.h', content: '#pragma once' }],
        timeLimit: '2000',
      }),
      7,
    );
    expect(body.problem).toMatchObject({
      id: 7,
      type: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjCode: 'int main(){}',
      spjLanguage: 'C',
      timeLimit: 2000,
      isUploadCase: false,
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
      judgeExtraFile: '{"testlib.h":"#pragma once"}',
    });
    expect(body).toMatchObject({ judgeMode: 'spj', isSpj: true, isUploadTestCase: false });
    expect(body.uploadTestcaseDir).toBe('');
    expect(body.samples).toEqual([
      { input: '1\n', output: '1\n', score: 40, groupNum: 1 },
      { input: '2\n', output: '2\n', score: 60, groupNum: 2 },
    ]);
  });

  it('sends a contest problem as contest-only, with its display id and balloon colour', () => {
    const body = toContestProblemBody(filled({ displayId: ' A ', color: '#ff0000' }), 4, 9);
    expect(body).toMatchObject({ cid: 4, displayId: 'A', color: '#ff0000' });
    expect(body.problem).toMatchObject({ id: 9, auth: 3 });
    expect(toContestProblemBody(filled(), 4).color).toBeNull();
  });
});

describe('examples, scores and the stored problem', () => {
  it("round-trips examples through HOJ's string, escaping angle brackets", () => {
    const pairs = [{ input: 'a<b>&', output: '</output>' }];
    expect(parseExamples(examplesText(pairs))).toEqual(pairs);
  });

  it('splits 100 points evenly, the last cases one more', () => {
    expect(evenScores(3)).toEqual([33, 33, 34]);
    expect(evenScores(6)).toEqual([16, 16, 17, 17, 17, 17]);
    expect(evenScores(0)).toEqual([]);
  });

  it('fills the form from a stored problem and its cases; the stored checker counts as compiled', () => {
    const detail = {
      id: 3,
      problemId: 'P3',
      title: 'T',
      author: 'root',
      type: 1,
      auth: 2,
      judgeMode: 'spj',
      judgeCaseMode: 'default',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: 'd',
      input: 'i',
      output: 'o',
      examples: '<input>1</input><output>2</output>',
      source: '',
      difficulty: 1,
      hint: '',
      ioScore: 100,
      codeShare: true,
      spjCode: 'int main(){}',
      spjLanguage: 'C++',
      userExtraFile: '{"a.txt":"x"}',
      judgeExtraFile: null,
      isRemoveEndBlank: true,
      openCaseResult: false,
      isUploadCase: true,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      languages: ['C'],
      tags: ['math'],
      codeTemplates: [],
      modifiedUser: 'root',
      gmtCreate: '',
      gmtModified: '',
    } satisfies ProblemDetail;
    const form = fromDetail(detail, [
      { input: '1.in', output: '1.out', score: 100, groupNum: null },
    ]);
    expect(form).toMatchObject({
      type: 1,
      auth: 2,
      samples: [{ input: '1', output: '2' }],
      cases: [{ input: '1.in', output: '1.out', score: '100', groupNum: '' }],
      userExtraFiles: [{ name: 'a.txt', content: 'x' }],
      compiledCode: 'int main(){}',
      uploadDir: '',
      openCaseResult: false,
    });
  });
});
