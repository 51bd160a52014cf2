import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, testDataRoot } from '@oj/events/testdata';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let token: string;
beforeAll(async () => {
  kit = await startProblemSite();
  token = kit.rootToken;
});
afterAll(() => kit.close());

const call = <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  t: string | null = token,
) => kit.site.call<T>(method, path, { token: t, ...(body === undefined ? {} : { body }) });

interface ProblemVo {
  id: number;
  problemId: string;
  title: string;
  caseVersion: string;
  examples: string;
  languages: string[];
  tags: string[];
  isUploadCase: boolean;
  modifiedUser: string;
}
interface CaseVo {
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

describe('creating and editing problems with manual samples', () => {
  it('creates a problem whose samples land in the test-data store', async () => {
    const r = await call('POST', '/api/admin/problem', problemDto());
    expect(r.body).toEqual({ status: 200, msg: 'success', data: null });
    const pid = await kit.pidOf('P1000');
    const got = await call<ProblemVo>('GET', `/api/admin/problem?pid=${pid}`);
    expect(got.body.data).toMatchObject({
      id: pid,
      problemId: 'P1000',
      title: 'A + B',
      author: 'root',
      caseVersion: '1',
      examples: '<input>1 2</input><output>3</output>',
      languages: ['C', 'C++'],
      tags: ['math'],
      isUploadCase: false,
      modifiedUser: 'root',
    });
    const cases = await call<CaseVo[]>('GET', `/api/admin/problem/get-problem-cases?pid=${pid}`);
    expect(cases.body.data.map((c) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['1 2\n', '3\n', null, null],
      ['5 7\n', '12\n', null, null],
    ]);
    const [row] = await kit.site.db.sql<{ test_cases: { inputHash: string }[] }[]>`
      SELECT test_cases FROM read.problems WHERE pid = ${pid}`;
    const file = pathOf(testDataRoot(kit.dataDir), row!.test_cases[1]!.inputHash);
    expect(fs.readFileSync(file, 'utf8')).toBe('5 7\n');
  });

  it('keeps the case version for a statement edit and bumps it when the cases change', async () => {
    const pid = await kit.pidOf('P1000');
    const version = async () =>
      (await call<ProblemVo>('GET', `/api/admin/problem?pid=${pid}`)).body.data.caseVersion;
    const edit = (problem: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
      call('PUT', '/api/admin/problem', problemDto({ id: pid, ...problem }, rest));
    expect((await edit({ title: 'A plus B', timeLimit: 2000 })).body.status).toBe(200);
    expect(await version()).toBe('1');
    const samples = [
      { input: '1 2\n', output: '3\n' },
      { input: '2 2\n', output: '4\n' },
    ];
    expect((await edit({ title: 'A plus B' }, { samples })).body.status).toBe(200);
    expect(await version()).toBe('2');
    expect((await edit({ title: 'A plus B!' }, { samples })).body.status).toBe(200);
    expect(await version()).toBe('2');
  });

  it('refuses a duplicate display id, case-insensitively, on create and on rename', async () => {
    const dup = await call('POST', '/api/admin/problem', problemDto({ problemId: 'p1000' }));
    expect(dup.body).toEqual({ status: 400, msg: 'The problem_id already exists', data: null });
    await call('POST', '/api/admin/problem', problemDto({ problemId: 'P1001' }));
    const pid = await kit.pidOf('P1001');
    const rename = await call(
      'PUT',
      '/api/admin/problem',
      problemDto({ id: pid, problemId: 'P1000' }),
    );
    expect(rename.body.msg).toBe('The problem_id already exists');
  });

  it('frees the old display id on rename and the id of a deleted problem', async () => {
    const pid = await kit.pidOf('P1001');
    const renamed = await call(
      'PUT',
      '/api/admin/problem',
      problemDto({ id: pid, problemId: 'Q1' }),
    );
    expect(renamed.body.status).toBe(200);
    expect(
      (await call('POST', '/api/admin/problem', problemDto({ problemId: 'P1001' }))).body.status,
    ).toBe(200);
    const del = await call('DELETE', `/api/admin/problem?pid=${pid}`);
    expect(del.body).toEqual({ status: 200, msg: 'success', data: null });
    expect((await call('GET', `/api/admin/problem?pid=${pid}`)).body).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
    expect((await call('DELETE', `/api/admin/problem?pid=${pid}`)).http).toBe(404);
    expect(
      (await call('POST', '/api/admin/problem', problemDto({ problemId: 'q1' }))).body.status,
    ).toBe(200);
  });

  it('lists problems for the admin page with keyword, auth and paging', async () => {
    await call(
      'POST',
      '/api/admin/problem',
      problemDto({ problemId: 'PRIV1', title: 'Secret', auth: 2 }),
    );
    const all = await call<{ records: ProblemVo[]; total: number; current: number; size: number }>(
      'GET',
      '/api/admin/problem/get-problem-list?limit=2&currentPage=1',
    );
    expect(all.body.data).toMatchObject({ total: 4, current: 1, size: 2, pages: 2 });
    expect(all.body.data.records.map((p) => p.problemId)).toEqual(['PRIV1', 'q1']);
    const priv = await call<{ records: ProblemVo[] }>(
      'GET',
      '/api/admin/problem/get-problem-list?auth=2',
    );
    expect(priv.body.data.records.map((p) => p.problemId)).toEqual(['PRIV1']);
    const kw = await call<{ records: ProblemVo[] }>(
      'GET',
      '/api/admin/problem/get-problem-list?keyword=secr',
    );
    expect(kw.body.data.records.map((p) => p.title)).toEqual(['Secret']);
    const none = await call<{ total: number }>(
      'GET',
      '/api/admin/problem/get-problem-list?keyword=%25',
    );
    expect(none.body.data.total).toBe(0);
  });
});

describe('who may manage problems', () => {
  it('asks anonymous callers to log in and refuses plain users', async () => {
    const user = await kit.userWithRole('plain', 'user');
    for (const [method, path, body] of [
      ['POST', '/api/admin/problem', problemDto({ problemId: 'X1' })],
      ['GET', '/api/admin/problem/get-problem-list', undefined],
      ['DELETE', '/api/admin/problem?pid=1', undefined],
    ] as const) {
      expect((await call(method, path, body, null)).body).toMatchObject({
        status: 401,
        msg: 'Please login first',
      });
      expect((await call(method, path, body, user)).http).toBe(403);
    }
  });

  it('lets an admin create and view but only root and problem admins delete', async () => {
    const admin = await kit.userWithRole('siteadmin', 'admin');
    const problemAdmin = await kit.userWithRole('padmin', 'problem_admin');
    expect(
      (await call('POST', '/api/admin/problem', problemDto({ problemId: 'ADM1' }), admin)).body
        .status,
    ).toBe(200);
    const pid = await kit.pidOf('ADM1');
    expect((await call('GET', `/api/admin/problem?pid=${pid}`, undefined, admin)).body.status).toBe(
      200,
    );
    expect((await call('DELETE', `/api/admin/problem?pid=${pid}`, undefined, admin)).http).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/admin/problem?pid=${pid}`, undefined, problemAdmin)).body.status,
    ).toBe(200);
  });
});

describe('problem form validation (spec 3 section 5)', () => {
  const oi = { type: 1 };
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['no display id', { problemId: '' }, {}, 'Problem Display ID is required'],
    ['no title', { title: '  ' }, {}, 'Title is required'],
    ['no input description', { input: '' }, {}, 'Input Description is required'],
    ['no output description', { output: null }, {}, 'Output Description is required'],
    // A number would be taken as text, as HOJ's Jackson takes it; an object never is.
    ['a title of the wrong type', { title: { text: 7 } }, {}, 'Title must be a string'],
    ['a zero time limit', { timeLimit: 0 }, {}, 'Time limit must be between 1 and 60000 ms'],
    [
      'a huge memory limit',
      { memoryLimit: 100000 },
      {},
      'Memory limit must be between 1 and 4096 MB',
    ],
    ['a difficulty of 3', { difficulty: 3 }, {}, 'Difficulty must be 0, 1 or 2'],
    [
      'file IO without names',
      { isFileIO: true },
      {},
      'The input file name is required for file IO',
    ],
    [
      'file IO without output name',
      { isFileIO: true, ioReadFileName: 'a.in' },
      {},
      'The output file name is required for file IO',
    ],
    ['no samples', {}, { samples: [] }, 'Judge Samples is required'],
    [
      'an empty sample',
      {},
      { samples: [{ input: '', output: '' }] },
      'Test case 1 needs an input or an output',
    ],
    [
      'an OI sample without score',
      oi,
      { samples: [{ input: '1', output: '1', score: '' }] },
      'The score of test case 1 must be an integer',
    ],
    [
      'an OI sample with a fraction',
      oi,
      { samples: [{ input: '1', output: '1', score: 1.5 }] },
      'The score of test case 1 must be an integer',
    ],
    [
      'a negative OI score',
      oi,
      { samples: [{ input: '1', output: '1', score: -1 }] },
      'The score of test case 1 must be greater than or equal to 0',
    ],
    [
      'a subtask sample without group',
      { ...oi, judgeCaseMode: 'subtask_lowest' },
      { samples: [{ input: '1', output: '1', score: 10 }] },
      'The subtask group number of test case 1 is required',
    ],
    [
      'uploaded cases without a zip',
      {},
      { isUploadTestCase: true },
      'Please upload the test case zip first',
    ],
    [
      'an unknown uploaded set',
      {},
      { isUploadTestCase: true, uploadTestcaseDir: 'f'.repeat(64) },
      'The uploaded test cases were not found, please upload the zip again',
    ],
    ['spj without checker code', {}, { judgeMode: 'spj' }, 'Spj Or Interactive Code is required'],
    ['no language', {}, { languages: [] }, 'At least one language is required'],
    ['an unknown language', {}, { languages: [{ name: 'Cobol' }] }, 'Unknown language: Cobol'],
    [
      'an empty enabled template',
      {},
      { codeTemplates: [{ lid: 1, code: '', status: true }] },
      'The code template of C cannot be empty',
    ],
    [
      'a duplicated tag',
      {},
      { tags: [{ name: 'dp' }, { name: 'dp' }] },
      'The tag has been added, please do not add it repeatedly!',
    ],
    [
      'an extra file without content',
      { userExtraFile: '{"a.h":""}' },
      {},
      'An extra file needs a name and content',
    ],
    ['no problem at all', {}, { problem: null }, 'Problem is required'],
  ];
  it.each(cases)('answers 400 for %s', async (_what, problem, rest, msg) => {
    const r = await call(
      'POST',
      '/api/admin/problem',
      problemDto({ problemId: 'V1', ...problem }, rest),
    );
    expect(r.http).toBe(400);
    expect(r.body).toEqual({ status: 400, msg, data: null });
  });

  it('saved none of the refused problems', async () => {
    const rows = await kit.site.db.sql`SELECT 1 FROM read.problems WHERE problem_id = 'V1'`;
    expect(rows).toHaveLength(0);
    expect(
      (await call('POST', '/api/admin/problem', problemDto({ problemId: 'V1' }))).body.status,
    ).toBe(200);
  });

  it('answers 404 when editing a problem that does not exist and 400 without its id', async () => {
    expect((await call('PUT', '/api/admin/problem', problemDto({ id: 999999 }))).http).toBe(404);
    expect((await call('PUT', '/api/admin/problem', problemDto())).body.msg).toBe(
      'The problem id (problem.id) is required',
    );
    expect((await call('GET', '/api/admin/problem?pid=abc')).body.msg).toBe('pid must be a number');
  });
});
