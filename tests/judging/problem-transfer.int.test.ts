import { afterAll, beforeAll, expect, it } from 'vitest';
import { unzipSync, zipSync } from 'fflate';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

let s: JudgingSite;
let token: string;
beforeAll(async () => {
  s = await startJudgingSite({ workers: 1 });
  await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: s.rootToken,
  });
  token = await s.user('porter');
});
afterAll(() => s?.close());

/** Right on the first case only (a < 3), so an OI problem gives it a partial score. */
const half =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a<3?a+b:0);return 0;}\n';

const verdicts = async (pid: number) => {
  const out: [number, number | null][] = [];
  for (const code of [aplusb.C, half]) {
    const r = await s.submit(token, pid, 'C', code);
    expect(r.body.status).toBe(200);
    const d = await s.judged(token, r.body.data.submitId);
    out.push([d.status, d.score]);
  }
  return out;
};

it('judges an exported and re-imported problem exactly as the original', async () => {
  const pid = await s.createProblem(
    { problemId: 'TR1', type: 1 },
    {
      samples: [
        { input: '1 2\n', output: '3\n', score: 40 },
        { input: '5 7\n', output: '12\n', score: 60 },
      ],
    },
  );
  const before = await verdicts(pid);
  expect(before).toEqual([
    [0, 100],
    [8, 40],
  ]);
  const res = await fetch(`${s.site.url}/api/file/export-problem?pid=${pid}`, {
    headers: { Authorization: s.rootToken },
  });
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const del = await s.site.call('DELETE', `/api/admin/problem?pid=${pid}`, { token: s.rootToken });
  expect(del.body.status).toBe(200);
  const form = new FormData();
  form.append('file', new Blob([zipSync(files)]), 'export.zip');
  const imported = (await (
    await fetch(`${s.site.url}/api/file/import-problem`, {
      method: 'POST',
      headers: { Authorization: s.rootToken },
      body: form,
    })
  ).json()) as { status: number; data: { created: number[] } };
  expect(imported.status).toBe(200);
  expect(await verdicts(imported.data.created[0]!)).toEqual(before);
});
