import { describe, expect, it } from 'vitest';
import { problemFields, type EventStore, type ProblemSnapshot } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { problemsProjection } from './problems.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [problemsProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const snapshot = (over: Partial<ProblemSnapshot> = {}): ProblemSnapshot => ({
  ...problemFields({
    type: 1,
    judgeMode: 'spj',
    judgeCaseMode: 'subtask_lowest',
    description: 'd',
    input: 'i',
    output: 'o',
    examples: [{ input: '1 2', output: '3' }],
    source: 's',
    difficulty: 1,
    hint: 'h',
    codeShare: true,
    spjCode: 'int main(){}',
    spjLanguage: 'C++',
    userExtraFile: { 'a.h': '#pragma once' },
    openCaseResult: false,
    isUploadCase: true,
    isFileIO: true,
    ioReadFileName: 'a.in',
    ioWriteFileName: 'a.out',
    tags: ['math', "it's"],
    codeTemplates: [{ language: 'C', code: '#include <stdio.h>', status: true }],
  }),
  caseVersion: 1,
  testCases: [
    {
      index: 1,
      inputName: '1.in',
      outputName: '1.out',
      inputHash: 'a'.repeat(64),
      outputHash: 'b'.repeat(64),
      inputSize: 3,
      outputSize: 1,
      score: 100,
      groupNum: 1,
    },
  ],
  ...over,
});

const change = (type: string, pid: number, at: string, over: Partial<ProblemSnapshot> = {}) => ({
  type,
  data: { ...snapshot(over), pid, by: 'u1', at },
});

describe('problems projection', () => {
  it('keeps one row per live problem with the snapshot columns', async () => {
    await store.append('problem-1', [change('ProblemCreated', 1, '2026-11-01T00:00:00.000Z')]);
    await store.append('problem-2', [
      change('ProblemCreated', 2, '2026-11-01T01:00:00.000Z', { problemId: 'P1001' }),
    ]);
    // Problem 1 takes a new display id, then problem 3 takes the old one: the unique index holds.
    await store.append('problem-1', [
      change('ProblemEdited', 1, '2026-11-02T00:00:00.000Z', {
        problemId: 'P2000',
        caseVersion: 2,
        tags: [],
      }),
    ]);
    await store.append('problem-3', [
      change('ProblemCreated', 3, '2026-11-03T00:00:00.000Z', { problemId: 'p1000' }),
    ]);
    await store.append('problem-2', [
      {
        type: 'ProblemDeleted',
        data: { pid: 2, problemId: 'P1001', by: 'u1', at: '2026-11-04T00:00:00.000Z' },
      },
    ]);
    await runToHead(db.sql, store, projections);
    const rows = await db.sql<Record<string, unknown>[]>`SELECT * FROM read.problems ORDER BY pid`;
    expect(rows.map((r) => [r.pid, r.problem_id, r.case_version])).toEqual([
      [1, 'P2000', 2],
      [3, 'p1000', 1],
    ]);
    const one = rows[0]!;
    expect(one).toMatchObject({
      examples: [{ input: '1 2', output: '3' }],
      user_extra_file: { 'a.h': '#pragma once' },
      judge_extra_file: null,
      languages: ['C', 'C++'],
      tags: [],
      code_templates: [{ language: 'C', code: '#include <stdio.h>', status: true }],
      test_cases: snapshot().testCases,
      judge_mode: 'spj',
      judge_case_mode: 'subtask_lowest',
      is_file_io: true,
      io_read_file_name: 'a.in',
      gid: null,
      created_by: 'u1',
    });
    expect((one.gmt_create as Date).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect((one.gmt_modified as Date).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(rows[1]!.tags).toEqual(['math', "it's"]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.problems', 'pid');
    expect(before).toHaveLength(2);
    await prepareProjections(db.sql, projections, ['problems']);
    expect(await dumpTable(db.sql, 'read.problems', 'pid')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.problems', 'pid')).toEqual(before);
  });
});
