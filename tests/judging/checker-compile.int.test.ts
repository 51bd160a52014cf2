import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestJudge } from '@oj/judge/testing';
import { startJudgingSite, type JudgingSite } from './kit.ts';

// The checker compile of the problem form, over the real app: the server appends a request,
// the real judge loop claims and compiles it in the sandbox, and the route answers from the
// judge's event. The server itself runs no sandbox.
let s: JudgingSite;

const goodChecker = `#include <cstdio>
int main(int argc, char **argv) {
  FILE *out = std::fopen(argv[2], "r"), *ans = std::fopen(argv[3], "r");
  long long x, y;
  if (!out || !ans || std::fscanf(out, "%lld", &x) != 1 || std::fscanf(ans, "%lld", &y) != 1) return 2;
  return x == y ? 0 : 1;
}
`;
const brokenChecker = 'int main() { return }\n';

const compile = (kind: 'spj' | 'interactive', code: string, token: string | null = s.rootToken) =>
  s.site.call<null>('POST', `/api/admin/problem/compile-${kind}`, {
    body: { code, language: 'C++' },
    token,
  });

interface Seen {
  requests: string[];
  answers: Map<string, { ok: boolean; judger: string }[]>;
}

/** Every checker compile request and its answers, as the event store has them. */
const seen = async (): Promise<Seen> => {
  const all = await s.site.deps.store.readAll({ from: 0, limit: 1_000_000 });
  const requests: string[] = [];
  const answers = new Map<string, { ok: boolean; judger: string }[]>();
  for (const e of all) {
    const data = e.data as { requestId: string; ok: boolean; judger: string };
    if (e.type === 'CheckerCompileRequested') requests.push(data.requestId);
    if (e.type === 'CheckerCompiled')
      answers.set(data.requestId, [...(answers.get(data.requestId) ?? []), data]);
  }
  return { requests, answers };
};

beforeAll(async () => {
  s = await startJudgingSite({ workers: 2 });
});
afterAll(() => s?.close());

describe('checker compile as a judge job', () => {
  it('answers success for a checker that compiles, for both kinds', async () => {
    for (const kind of ['spj', 'interactive'] as const) {
      const r = await compile(kind, goodChecker);
      expect(r.body).toEqual({ status: 200, msg: 'Compiled successfully', data: null });
    }
  });

  it('answers the compiler message for a checker that does not compile', async () => {
    const r = await compile('spj', brokenChecker);
    expect(r.http).toBe(400);
    expect(r.body.status).toBe(400);
    expect(r.body.msg).toMatch(/error/i);
    expect(r.body.msg).toContain('return');
  });

  it('keeps the route closed to users who cannot edit problems', async () => {
    const token = await s.user('charlie');
    const r = await compile('spj', goodChecker, token);
    expect(r.body.status).toBe(403);
    expect((await seen()).requests).toHaveLength(3);
  });

  it('answers a timeout message in the configured time when no judge runs', async () => {
    const resume = await s.holdJudging();
    s.site.deps.checkerCompileTimeoutMs = 1500;
    try {
      const started = Date.now();
      const r = await compile('spj', goodChecker);
      const took = Date.now() - started;
      expect(r.body).toEqual({
        status: 500,
        msg: 'No judge answered the compile request in time, please try again later',
        data: null,
      });
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(took).toBeLessThan(1500 + 3000);
    } finally {
      s.site.deps.checkerCompileTimeoutMs = 60_000;
      await resume();
    }
    // A judge that starts after the deadline leaves the abandoned request alone.
    expect((await compile('spj', goodChecker)).body.status).toBe(200);
    const { requests, answers } = await seen();
    const abandoned = requests[requests.length - 2]!;
    expect(answers.has(abandoned)).toBe(false);
  });

  it('answers each request exactly once with two judges running', async () => {
    const second = await startTestJudge({
      sql: s.site.db.sql,
      store: s.site.deps.store,
      workers: 2,
      name: 'second-judge',
    });
    try {
      const before = new Set((await seen()).requests);
      const kinds = ['spj', 'interactive', 'spj', 'interactive', 'spj', 'interactive'] as const;
      const results = await Promise.all(
        kinds.map((kind, i) => compile(kind, i % 3 === 2 ? brokenChecker : goodChecker)),
      );
      expect(results.map((r) => r.body.status)).toEqual([200, 200, 400, 200, 200, 400]);
      // Give a late second answer every chance to show up before counting.
      await new Promise((r) => setTimeout(r, 1000));
      const { requests, answers } = await seen();
      const mine = requests.filter((id) => !before.has(id));
      expect(mine).toHaveLength(6);
      for (const id of mine) expect(answers.get(id)).toHaveLength(1);
      const claims = await s.site.db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM judge.checker_compile_claims WHERE request_id = ANY(${mine})`;
      expect(claims[0]?.n).toBe(6);
    } finally {
      await second.stop();
    }
  });
});
