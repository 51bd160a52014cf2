import { afterAll, beforeAll, expect, it } from 'vitest';
import { aplusb, startJudgingSite, type JudgingSite } from './kit.ts';

let s: JudgingSite;
let pid: number;
let memoryPid: number;
let token: string;

beforeAll(async () => {
  s = await startJudgingSite();
  await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: s.rootToken,
  });
  pid = await s.createProblem({
    problemId: 'V1',
    timeLimit: 500,
    memoryLimit: 64,
    isRemoveEndBlank: false,
  });
  // The same memory limit with a CPU limit the page faults cannot reach first: touching a
  // page is CPU time of the program, and on a fresh or busy VM that is milliseconds per MB.
  memoryPid = await s.createProblem({ problemId: 'V2', timeLimit: 10_000, memoryLimit: 64 });
  token = await s.user('victor');
});
afterAll(() => s?.close());

const body = (stmt: string) =>
  `#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);${stmt}return 0;}\n`;

// HOJ codes: -3 PE, -1 WA, 0 AC, 1 TLE, 2 MLE, 3 RE.
const cases: [string, string, string, number, RegExp?][] = [
  ['Presentation Error (extra spaces)', 'C', body('printf("%lld  \\n",a+b);'), -3],
  ['Time Limit Exceeded by CPU', 'C', body('volatile unsigned long x=0;for(;;)x++;'), 1],
  ['Time Limit Exceeded by sleeping', 'C', body('sleep(30);'), 1],
  [
    'Memory Limit Exceeded',
    'C',
    body(
      'volatile char*p=malloc(1<<28);for(int i=0;i<(1<<28);i+=4096)p[i]=1;printf("%d\\n",p[4096]);',
    ),
    2,
  ],
  ['Runtime Error by signal', 'C', body('int*p=0;*p=1;'), 3, /signal|SIGSEGV|segment/i],
  ['Runtime Error by exit code', 'C', body('exit(3);'), 3, /3/],
  ['Runtime Error in Python', 'Python3', 'raise SystemExit(2)\n', 3],
  ['Compile Error in Java', 'Java', 'public class Main { void f() { int x = ; } }\n', -2, /error/i],
  ['Compile Error (syntax) in Python', 'Python3', 'def f(:\n  pass\n', -2],
];

it.each(cases)('reports %s through the API', async (_name, lang, code, status, message) => {
  if (!s.available.includes(lang as never)) return;
  const r = await s.submit(token, status === 2 ? memoryPid : pid, lang, code);
  expect(r.body.status, r.body.msg).toBe(200);
  const done = await s.judged(token, r.body.data.submitId);
  expect(done.status).toBe(status);
  if (status === 1) expect(done.time).toBeLessThanOrEqual(500);
  if (status === 2) expect(done.memory).toBeLessThanOrEqual(64 * 1024);
  if (message) {
    const cases = await s.site.call<{ judgeCaseList: { message: string }[] }>(
      'GET',
      `/api/get-all-case-result?submitId=${r.body.data.submitId}`,
      { token },
    );
    const text = `${done.errorMessage} ${cases.body.data.judgeCaseList.map((c) => c.message).join(' ')}`;
    expect(text).toMatch(message);
  }
});

it('accepts the same program again from the compile cache', async () => {
  const first = await s.submit(token, pid, 'C', aplusb.C);
  await s.judged(token, first.body.data.submitId);
  const again = await s.submit(token, pid, 'C', aplusb.C);
  expect((await s.judged(token, again.body.data.submitId)).status).toBe(0);
  const events = await s.site.deps.store.readStream(`submission-${again.body.data.submitId}`);
  expect(events.find((e) => e.type === 'CompileFinished')?.data).toMatchObject({
    ok: true,
    cached: true,
  });
});
