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

/**
 * An ICPC package written for the test: a division problem whose answers are accepted within
 * 1e-6 by a Kattis output validator (with a header beside it), and reference submissions under
 * `submissions/<verdict>/`. Imported, its references get their verdicts; exported as ICPC and
 * imported again, the same.
 */
const icpcPackage = {
  divide: {
    'problem.yaml': new TextEncoder().encode(
      'name: Divide\nvalidation: custom\nlimits:\n  time_limit: 2\n',
    ),
    problem_statement: {
      'problem.en.md': new TextEncoder().encode(
        'Divide a by b.\n\n## Input\n\na b\n\n## Output\n\na/b\n',
      ),
    },
    data: {
      sample: {
        '1.in': new TextEncoder().encode('1 3\n'),
        '1.ans': new TextEncoder().encode('0.333333333\n'),
      },
      secret: {
        '1.in': new TextEncoder().encode('2 3\n'),
        '1.ans': new TextEncoder().encode('0.666666667\n'),
        '2.in': new TextEncoder().encode('10 4\n'),
        '2.ans': new TextEncoder().encode('2.5\n'),
      },
    },
    output_validators: {
      close: {
        'close.c': new TextEncoder().encode(
          '#include "tolerance.h"\n#include <stdio.h>\n#include <math.h>\n' +
            'int main(int argc,char**argv){FILE*a=fopen(argv[2],"r");double x,y;' +
            'if(!a||fscanf(a,"%lf",&y)!=1)return 1;' +
            'if(scanf("%lf",&x)!=1)return 43;' +
            'if(fabs(x-y)<=TOLERANCE*(fabs(y)>1?fabs(y):1))return 42;' +
            'char p[4096];snprintf(p,sizeof p,"%s/judgemessage.txt",argv[3]);' +
            'FILE*m=fopen(p,"w");if(m){fprintf(m,"off by %g",x-y);fclose(m);}return 43;}\n',
        ),
        'tolerance.h': new TextEncoder().encode('#define TOLERANCE 1e-6\n'),
      },
    },
    submissions: {
      accepted: {
        'precise.c': new TextEncoder().encode(
          '#include <stdio.h>\nint main(){double a,b;scanf("%lf %lf",&a,&b);printf("%.9f\\n",a/b);return 0;}\n',
        ),
        'rounded.c': new TextEncoder().encode(
          '#include <stdio.h>\nint main(){double a,b;scanf("%lf %lf",&a,&b);printf("%.7f\\n",a/b);return 0;}\n',
        ),
      },
      wrong_answer: {
        'integer.c': new TextEncoder().encode(
          '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a/b);return 0;}\n',
        ),
      },
    },
  },
};

const importZip = async (path: string, zip: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('file', new Blob([zip]), 'package.zip');
  const res = await fetch(`${s.site.url}/api/file/${path}`, {
    method: 'POST',
    headers: { Authorization: s.rootToken },
    body: form,
  });
  return (await res.json()) as { status: number; msg: string; data: { created: number[] } };
};

/** The package's own reference submissions, judged on the imported problem. */
const referenceVerdicts = async (pid: number) => {
  const out: Record<string, number> = {};
  for (const [folder, files] of Object.entries(icpcPackage.divide.submissions))
    for (const [name, code] of Object.entries(files)) {
      const r = await s.submit(token, pid, 'C', new TextDecoder().decode(code));
      expect(r.body.status).toBe(200);
      out[`${folder}/${name}`] = (await s.judged(token, r.body.data.submitId)).status;
    }
  return out;
};

it('judges an ICPC package with its Kattis validator, before and after an ICPC round trip', async () => {
  const first = await importZip('import-icpc-problem', zipSync(icpcPackage));
  expect(first.status, first.msg).toBe(200);
  const pid = first.data.created[0]!;
  const before = await referenceVerdicts(pid);
  // 0 Accepted, -1 Wrong Answer: what the package's folders say.
  expect(before).toEqual({
    'accepted/precise.c': 0,
    'accepted/rounded.c': 0,
    'wrong_answer/integer.c': -1,
  });
  const res = await fetch(`${s.site.url}/api/file/export-problem?pid=${pid}&format=icpc`, {
    headers: { Authorization: s.rootToken },
  });
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const del = await s.site.call('DELETE', `/api/admin/problem?pid=${pid}`, { token: s.rootToken });
  expect(del.body.status).toBe(200);
  const again = await importZip('import-icpc-problem', zipSync(files));
  expect(again.status, again.msg).toBe(200);
  expect(await referenceVerdicts(again.data.created[0]!)).toEqual(before);
});
