import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, strFromU8, unzipSync, zipSync } from 'fflate';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let token: string;
beforeAll(async () => {
  kit = await startProblemSite();
  token = kit.rootToken;
});
afterAll(() => kit.close());

const call = <T = unknown>(method: string, p: string, body?: unknown, t: string | null = token) =>
  kit.site.call<T>(method, p, { token: t, ...(body === undefined ? {} : { body }) });

const caseZip = () =>
  zipSync({
    '10.in': strToU8('10 10\n'),
    '10.out': strToU8('20\n'),
    '2.in': strToU8('2 2\n'),
    '2.ans': strToU8('4\n'),
    '1.in': strToU8('1 1\n'),
    '1.out': strToU8('2\n'),
    'notes.md': strToU8('ignored'),
  });

interface CaseVo {
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

const download = (pid: number, t: string | null = token) =>
  fetch(`${kit.site.url}/api/file/download-testcase?pid=${pid}`, {
    headers: t ? { Authorization: t } : {},
  });

/** Every file under DATA_DIR outside the test-data store (must stay empty). */
const outsideStore = () =>
  fs
    .readdirSync(kit.dataDir, { recursive: true })
    .map(String)
    .filter((f) => !f.startsWith('testdata'));

describe('uploaded test cases', () => {
  it('answers the sorted file list and a key, then saves an OI problem from it', async () => {
    const up = await kit.upload(token, caseZip(), 'cases.zip', 'subtask_lowest');
    expect(up.status).toBe(200);
    expect(up.data.fileList).toEqual([
      { input: '1.in', output: '1.out', groupNum: 1 },
      { input: '2.in', output: '2.ans', groupNum: 2 },
      { input: '10.in', output: '10.out', groupNum: 3 },
    ]);
    const samples = up.data.fileList.map((f, i) => ({
      ...f,
      score: [20, 30, 50][i],
      groupNum: i < 2 ? 1 : 2,
    }));
    const saved = await call(
      'POST',
      '/api/admin/problem',
      problemDto(
        { problemId: 'UP1', type: 1, judgeCaseMode: 'subtask_lowest', isUploadCase: true },
        { isUploadTestCase: true, uploadTestcaseDir: up.data.fileListDir, samples },
      ),
    );
    expect(saved.body).toMatchObject({ status: 200 });
    const pid = await kit.pidOf('UP1');
    const cases = await call<CaseVo[]>(
      'GET',
      `/api/admin/problem/get-problem-cases?pid=${pid}&isUpload=true`,
    );
    expect(cases.body.data.map((c) => [c.input, c.output, c.score, c.groupNum])).toEqual([
      ['1.in', '1.out', 20, 1],
      ['2.in', '2.ans', 30, 1],
      ['10.in', '10.out', 50, 2],
    ]);
  });

  it('keeps the cases and their version on an edit without a new zip, and bumps it for a new one', async () => {
    const pid = await kit.pidOf('UP1');
    const version = async () =>
      (await call<{ caseVersion: string }>('GET', `/api/admin/problem?pid=${pid}`)).body.data
        .caseVersion;
    const current = await call<CaseVo[]>('GET', `/api/admin/problem/get-problem-cases?pid=${pid}`);
    const problem = {
      id: pid,
      problemId: 'UP1',
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      isUploadCase: true,
    };
    const same = await call(
      'PUT',
      '/api/admin/problem',
      problemDto(
        { ...problem, title: 'Renamed' },
        { isUploadTestCase: true, samples: current.body.data },
      ),
    );
    expect(same.body.status).toBe(200);
    expect(await version()).toBe('1');
    const up = await kit.upload(token, zipSync({ '1.in': strToU8('new'), '1.out': strToU8('x') }));
    const changed = await call(
      'PUT',
      '/api/admin/problem',
      problemDto(problem, {
        isUploadTestCase: true,
        uploadTestcaseDir: up.data.fileListDir,
        samples: [{ input: '1.in', output: '1.out', score: 100, groupNum: 1 }],
      }),
    );
    expect(changed.body.status).toBe(200);
    expect(await version()).toBe('2');
  });

  it('refuses a sample naming a file the zip does not have', async () => {
    const up = await kit.upload(token, caseZip());
    const r = await call(
      'POST',
      '/api/admin/problem',
      problemDto(
        { problemId: 'UP2', isUploadCase: true },
        {
          isUploadTestCase: true,
          uploadTestcaseDir: up.data.fileListDir,
          samples: [{ input: '9.in', output: '9.out' }],
        },
      ),
    );
    expect(r.body).toMatchObject({
      status: 400,
      msg: 'The test case file "9.in" is not in the uploaded zip',
    });
  });
});

describe('download-testcase', () => {
  it('answers a zip attachment holding the same files', async () => {
    const up = await kit.upload(token, caseZip());
    const saved = await call(
      'POST',
      '/api/admin/problem',
      problemDto(
        { problemId: 'DL1', isUploadCase: true },
        { isUploadTestCase: true, uploadTestcaseDir: up.data.fileListDir, samples: [] },
      ),
    );
    expect(saved.body.status).toBe(200);
    const res = await download(await kit.pidOf('DL1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="problem_\d+_testcase\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const original = unzipSync(caseZip());
    delete original['notes.md'];
    expect(Object.keys(files).sort()).toEqual(Object.keys(original).sort());
    for (const [name, content] of Object.entries(original))
      expect(strFromU8(files[name]!)).toBe(strFromU8(content));
  });

  it('gives manual samples as numbered files', async () => {
    await call('POST', '/api/admin/problem', problemDto({ problemId: 'DL2' }));
    const files = unzipSync(
      new Uint8Array(await (await download(await kit.pidOf('DL2'))).arrayBuffer()),
    );
    expect(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strFromU8(v)]))).toEqual({
      '1.in': '1 2\n',
      '1.out': '3\n',
      '2.in': '5 7\n',
      '2.out': '12\n',
    });
  });

  it('answers JSON envelopes for errors', async () => {
    const pid = await kit.pidOf('DL1');
    const user = await kit.userWithRole('viewer', 'user');
    expect(await (await download(pid, null)).json()).toMatchObject({ status: 401 });
    expect(await (await download(pid, user)).json()).toMatchObject({ status: 403 });
    expect(await (await download(99999999)).json()).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
  });
});

describe('hostile and malformed uploads', () => {
  it('rejects a path-escaping entry with a clear message and writes nothing outside the store', async () => {
    const before = outsideStore();
    const evil = zipSync({
      '1.in': strToU8('1'),
      '1.out': strToU8('1'),
      '../evil.in': strToU8('pwned'),
    });
    const r = await kit.upload(token, evil);
    expect(r).toEqual({
      status: 400,
      msg: 'The zip was rejected: the entry "../evil.in" points outside the archive (..)',
      data: null,
    });
    expect(outsideStore()).toEqual(before);
    expect(fs.existsSync(path.join(path.dirname(kit.dataDir), 'evil.in'))).toBe(false);
    expect(fs.existsSync(path.join(kit.dataDir, 'evil.in'))).toBe(false);
  });

  it('rejects a non-zip name, a missing file, a bad mode and non-admins', async () => {
    expect((await kit.upload(token, caseZip(), 'cases.rar')).msg).toBe(
      'The file must be a zip archive (.zip)',
    );
    expect((await kit.upload(token, caseZip(), 'cases.zip', 'nope')).msg).toBe(
      'Unknown judge case mode',
    );
    const res = await fetch(`${kit.site.url}/api/file/upload-testcase-zip`, {
      method: 'POST',
      headers: { Authorization: token },
      body: new FormData(),
    });
    expect(await res.json()).toMatchObject({
      status: 400,
      msg: 'Please choose a zip file to upload (field "file")',
    });
    expect((await kit.upload(null, caseZip())).status).toBe(401);
    expect((await kit.upload(await kit.userWithRole('uploader', 'user'), caseZip())).status).toBe(
      403,
    );
  });
});
