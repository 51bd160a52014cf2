import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { sha256, hasFile } from '@oj/events/testdata';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import { authenticate } from '../auth/authenticate.ts';
import { errorHandler } from '../http/errors.ts';
import { loadActiveProblem } from '../problems/index.ts';
import { registerTransferRoutes } from './transfer.routes.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let token: string;
beforeAll(async () => {
  kit = await startProblemSite();
  token = kit.rootToken;
});
afterAll(() => kit.close());

interface Report {
  created: number[];
  results: {
    name: string;
    ok: boolean;
    pid?: number;
    problemId?: string;
    reason?: string;
    warnings: string[];
  }[];
}
const root = () => path.join(kit.dataDir, 'testdata');

const importFile = async (
  route: string,
  bytes: Uint8Array,
  name: string,
  t: string | null = token,
  base = kit.site.url,
) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${base}/api/file/${route}`, {
    method: 'POST',
    headers: t ? { Authorization: t } : {},
    body: form,
  });
  return {
    http: res.status,
    body: (await res.json()) as { status: number; msg: string; data: Report | null },
  };
};

const exportZip = async (query: string, t = token) => {
  const res = await fetch(`${kit.site.url}/api/file/export-problem?${query}`, {
    headers: { Authorization: t },
  });
  return {
    res,
    files:
      res.headers.get('content-type') === 'application/zip'
        ? unzipSync(new Uint8Array(await res.arrayBuffer()))
        : {},
  };
};

const problemCount = async () =>
  Number((await kit.site.db.sql<{ n: string }[]>`SELECT count(*) AS n FROM read.problems`)[0]!.n);

const createViaForm = async (over: Record<string, unknown>, rest: Record<string, unknown> = {}) => {
  const saved = await kit.site.call('POST', '/api/admin/problem', {
    token,
    body: problemDto(over, rest),
  });
  expect(saved.body).toMatchObject({ status: 200 });
  return kit.pidOf(String(over.problemId));
};

const deleteProblem = async (pid: number) => {
  const r = await kit.site.call('DELETE', `/api/admin/problem?pid=${pid}`, { token });
  expect(r.body).toMatchObject({ status: 200 });
};

/** A problem as stored, without what a new creation changes (creator, case version). */
const stored = async (pid: number) => {
  const { createdBy: _c, caseVersion: _v, ...rest } = await loadActiveProblem(kit.site.deps, pid);
  return rest;
};

describe('round trip through the HOJ zip', () => {
  it('exports several problems with their cases and imports them back identical', async () => {
    const a = await createViaForm(
      {
        problemId: 'RT1',
        type: 1,
        hint: 'think',
        judgeMode: 'spj',
        spjCode: 'int main(){return 0;}',
        spjLanguage: 'C++',
      },
      {
        judgeMode: 'spj',
        isSpj: true,
        samples: [
          { input: '1 2\n', output: '3\n', score: 30 },
          { input: '5 7\n', output: '12\n', score: 70 },
        ],
      },
    );
    const b = await createViaForm({ problemId: 'RT2', title: 'Other' });
    const before = [await stored(a), await stored(b)];
    const { res, files } = await exportZip(`pid=${a}&pid=${b}`);
    expect(res.status).toBe(200);
    expect(Object.keys(files).sort()).toEqual(
      [
        `problem_${a}.json`,
        `problem_${a}/1.in`,
        `problem_${a}/1.out`,
        `problem_${a}/2.in`,
        `problem_${a}/2.out`,
        `problem_${b}.json`,
        `problem_${b}/1.in`,
        `problem_${b}/1.out`,
        `problem_${b}/2.in`,
        `problem_${b}/2.out`,
      ].sort(),
    );
    await deleteProblem(a);
    await deleteProblem(b);
    const { body } = await importFile('import-problem', zipSync(files), 'export.zip');
    expect(body.status).toBe(200);
    expect(body.data!.results.map((r) => [r.ok, r.problemId])).toEqual([
      [true, 'RT1'],
      [true, 'RT2'],
    ]);
    const after = await Promise.all(body.data!.created.map(stored));
    // Imported cases are uploaded-case problems; everything else, files included, is the same.
    expect(after).toEqual(before.map((p) => ({ ...p, isUploadCase: true })));
  });
});

describe('ICPC packages', () => {
  const pkg: Zippable = {
    'two-sum': {
      'problem.yaml': strToU8(
        'name: Two Sum\nsource: NWERC\nlimits:\n  time_limit: 1.5\n  memory: 512\n',
      ),
      problem_statement: {
        'problem.en.md': strToU8('Add.\n\n## Input\n\nTwo ints.\n\n## Output\n\nSum.\n'),
      },
      data: {
        sample: { '1.in': strToU8('1 1\n'), '1.ans': strToU8('2\n') },
        secret: {
          'a.in': strToU8('2 2\n'),
          'a.ans': strToU8('4\n'),
          'b.in': strToU8('3 3\n'),
          'b.ans': strToU8('6\n'),
        },
      },
    },
    validated: {
      'problem.yaml': strToU8('name: Validated\nvalidation: custom\n'),
      problem_statement: {
        'problem.en.md': strToU8('Any.\n\n## Input\n\nX.\n\n## Output\n\nY.\n'),
      },
      data: { secret: { '1.in': strToU8('1\n'), '1.ans': strToU8('1\n') } },
      output_validators: { check: { 'check.cpp': strToU8('int main(){return 42;}') } },
    },
  };
  it('creates each package folder as a problem and answers the ids, validators as Kattis ones', async () => {
    const { body } = await importFile('import-icpc-problem', zipSync(pkg), 'icpc.zip');
    expect(body.status).toBe(200);
    expect(body.data!.created).toHaveLength(2);
    const [sum, validated] = await Promise.all(body.data!.created.map(stored));
    expect(sum).toMatchObject({
      problemId: 'two-sum',
      title: 'Two Sum',
      source: 'NWERC',
      timeLimit: 1500,
      memoryLimit: 512,
      description: 'Add.',
      input: 'Two ints.',
      output: 'Sum.',
      examples: [{ input: '1 1\n', output: '2\n' }],
      judgeMode: 'default',
    });
    expect(sum!.testCases.map((c) => [c.inputName, c.outputName, c.inputHash])).toEqual([
      ['a.in', 'a.ans', sha256('2 2\n')],
      ['b.in', 'b.ans', sha256('3 3\n')],
    ]);
    expect(validated).toMatchObject({
      judgeMode: 'spj',
      spjCode: 'int main(){return 42;}',
      spjLanguage: 'C++',
      checkerConvention: 'kattis',
    });
  });
  it('exports a problem as an ICPC package that imports back with the same fields and cases', async () => {
    const pid = await kit.pidOf('two-sum');
    const before = await stored(pid);
    const { files } = await exportZip(`pid=${pid}&format=icpc`);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'two-sum/problem.yaml',
        'two-sum/data/secret/a.ans',
        'two-sum/data/sample/1.ans',
      ]),
    );
    await deleteProblem(pid);
    const { body } = await importFile('import-icpc-problem', zipSync(files), 'again.zip');
    expect(body.status).toBe(200);
    expect(await stored(body.data!.created[0]!)).toEqual(before);
  });
});

describe('other formats', () => {
  it('imports FPS XML with its pictures stored and relinked, and a display id made up', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><fps version="1.2"><item><title>Pic</title>' +
      '<time_limit unit="ms">500</time_limit><memory_limit unit="mb">64</memory_limit>' +
      '<description><![CDATA[<img src="/up/p.png">]]></description><input>i</input><output>o</output>' +
      '<test_input>1\n</test_input><test_output>1\n</test_output>' +
      `<img><src>/up/p.png</src><base64>${png.toString('base64')}</base64></img></item></fps>`;
    const { body } = await importFile('import-fps-problem', strToU8(xml), 'fps.xml');
    expect(body.status).toBe(200);
    const p = await stored(body.data!.created[0]!);
    expect(p).toMatchObject({
      title: 'Pic',
      timeLimit: 500,
      memoryLimit: 64,
    });
    expect(p.problemId).toMatch(/^IMP-/);
    const saved = /^<img src="\/api\/public\/md-img\/([0-9a-f]{64}\.png)">$/.exec(p.description);
    expect(saved).not.toBeNull();
    expect(fs.existsSync(path.join(kit.dataDir, 'md-img', saved![1]!))).toBe(true);
  });
  it('imports a QDUOJ zip and a Hydro zip with their cases', async () => {
    const qd = {
      display_id: 'QD1',
      title: 'Q',
      description: { value: 'd' },
      input_description: { value: 'i' },
      output_description: { value: 'o' },
      samples: [],
      time_limit: 1000,
      memory_limit: 256,
      rule_type: 'ACM',
      test_case_score: [{ input_name: '1.in', output_name: '1.out', score: 0 }],
      spj: null,
      template: {},
      tags: [],
    };
    const q = await importFile(
      'import-qdoj-problem',
      zipSync({
        '1': {
          'problem.json': strToU8(JSON.stringify(qd)),
          testcase: { '1.in': strToU8('q\n'), '1.out': strToU8('q\n') },
        },
      }),
      'qd.zip',
    );
    expect(q.body.status).toBe(200);
    expect((await stored(q.body.data!.created[0]!)).testCases.map((c) => c.inputHash)).toEqual([
      sha256('q\n'),
    ]);
    const h = await importFile(
      'import-hydro-problem',
      zipSync({
        H1: {
          'problem.yaml': strToU8('title: Hy\npid: HY1\n'),
          'problem.md': strToU8('D\n\n## Input\n\nI\n\n## Output\n\nO\n'),
          testdata: { '1.in': strToU8('h\n'), '1.out': strToU8('h\n') },
        },
      }),
      'hy.zip',
    );
    expect(h.body.status).toBe(200);
    expect(await stored(h.body.data!.created[0]!)).toMatchObject({
      problemId: 'HY1',
      title: 'Hy',
      input: 'I',
      output: 'O',
    });
  });
});

describe('refusals', () => {
  const objects = () => fs.readdirSync(path.join(root(), 'objects'), { recursive: true }).length;
  const refusedWhole = async (route: string, bytes: Uint8Array, name: string, msg: RegExp) => {
    const [count, files] = [await problemCount(), objects()];
    const { http, body } = await importFile(route, bytes, name);
    expect(http).toBe(400);
    expect(body).toMatchObject({ status: 400, data: null });
    expect(body.msg).toMatch(msg);
    expect([await problemCount(), objects()]).toEqual([count, files]);
  };
  it('refuses traversal, links, bad encodings and missing files whole, creating nothing', async () => {
    await refusedWhole(
      'import-icpc-problem',
      zipSync({ '../x/problem.yaml': strToU8('name: x') }),
      'a.zip',
      /outside the archive/,
    );
    await refusedWhole(
      'import-problem',
      zipSync({ l: [strToU8('/etc'), { os: 3, attrs: 0o120777 << 16 }] }),
      'a.zip',
      /symbolic link/,
    );
    await refusedWhole(
      'import-problem',
      zipSync({
        'problem_1.json': Buffer.from([0x7b, 0xc4, 0xe3, 0x7d]),
        problem_1: { '1.in': strToU8('x') },
      }),
      'a.zip',
      /not UTF-8/,
    );
    await refusedWhole(
      'import-icpc-problem',
      zipSync({
        p: {
          'problem.yaml': strToU8('name: P'),
          data: { secret: { '1.in': strToU8('only input, unique 81723') } },
        },
      }),
      'a.zip',
      /answer file .* is missing/,
    );
    await refusedWhole('import-problem', strToU8('plain'), 'a.txt', /must be a zip/);
    const lying = Buffer.from(zipSync({ 'problem_1.json': new Uint8Array(1 << 20) }));
    lying.writeUInt32LE(10, lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    await refusedWhole('import-problem', lying, 'bomb.zip', /larger than its declared size/);
  });
  it('refuses an upload over the size cap and an archive over the unpacked cap', async () => {
    const app = express();
    app.use('/api', authenticate(kit.site.deps));
    app.use(
      '/api',
      registerTransferRoutes(kit.site.deps, root(), {
        maxUploadBytes: 8192,
        archive: { maxEntries: 100, maxTotalBytes: 1 << 20, maxFileBytes: 1 << 20 },
      }),
    );
    app.use(errorHandler(kit.site.deps.logger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const big = await importFile(
        'import-problem',
        new Uint8Array(10_000).map((_, i) => (i * 7919) % 251),
        'big.zip',
        token,
        base,
      );
      expect([big.http, big.body.msg]).toEqual([413, 'The file is too large (at most 8 KB)']);
      const bomb = await importFile(
        'import-problem',
        zipSync({ 'a.in': new Uint8Array(768 << 10), 'b.in': new Uint8Array(768 << 10) }),
        'bomb.zip',
        token,
        base,
      );
      expect([bomb.http, bomb.body.msg]).toEqual([
        400,
        'The archive is too large once unpacked (at most 1 MB)',
      ]);
    } finally {
      server.close();
    }
  });
  it('reports each problem: one created, one refused by its display id, the refused one leaving no files', async () => {
    await createViaForm({ problemId: 'TAKEN' });
    const vo = (problemId: string) =>
      JSON.stringify({
        problem: { problemId, title: 't', input: 'i', output: 'o' },
        languages: ['C'],
      });
    const unique = 'only in the refused problem 5521\n';
    const { body } = await importFile(
      'import-problem',
      zipSync({
        'problem_1.json': strToU8(vo('FRESH')),
        problem_1: { '1.in': strToU8('f\n'), '1.out': strToU8('f\n') },
        'problem_2.json': strToU8(vo('TAKEN')),
        problem_2: { '1.in': strToU8(unique), '1.out': strToU8(unique) },
      }),
      'two.zip',
    );
    expect(body.status).toBe(200);
    expect(body.msg).toBe('Imported 1 of 2 problems');
    expect(body.data!.results).toMatchObject([
      { name: 'problem_1.json', ok: true, problemId: 'FRESH' },
      { name: 'problem_2.json', ok: false, reason: 'The problem_id already exists' },
    ]);
    expect(await hasFile(root(), sha256(unique))).toBe(false);
  });
  it('answers 400 with the reason when no problem could be created', async () => {
    const vo = JSON.stringify({
      problem: { problemId: 'NOTITLE', title: '', input: 'i', output: 'o' },
      languages: ['C'],
    });
    const { http, body } = await importFile(
      'import-problem',
      zipSync({
        'problem_1.json': strToU8(vo),
        problem_1: { '1.in': strToU8('n\n'), '1.out': strToU8('n\n') },
      }),
      'one.zip',
    );
    expect([http, body.status, body.msg]).toEqual([400, 400, 'Title is required']);
    expect(body.data!.created).toEqual([]);
  });
  it('refuses import and export to anyone but root', async () => {
    const admin = await kit.userWithRole('plainadmin', 'admin');
    const up = await importFile(
      'import-problem',
      zipSync({ 'x.json': strToU8('{}') }),
      'x.zip',
      admin,
    );
    expect([up.http, up.body.status]).toEqual([403, 403]);
    const down = await fetch(`${kit.site.url}/api/file/export-problem?pid=1`, {
      headers: { Authorization: admin },
    });
    expect(down.status).toBe(403);
    const anon = await importFile('import-icpc-problem', zipSync({}), 'x.zip', null);
    expect(anon.http).toBe(401);
  });
});
