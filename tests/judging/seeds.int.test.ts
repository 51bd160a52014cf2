import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProblems, seedDemo } from '@oj/seeds';
import { startJudgingSite, type JudgingSite } from './kit.ts';

let s: JudgingSite;
let user: string;
const ids = demoProblems.map((p) => p.fields.problemId);

const seed = async () => {
  const result = await seedDemo({ store: s.site.deps.store, sql: s.site.db.sql });
  await s.site.deps.projections.waitFor(await s.site.deps.store.headPosition());
  return result;
};

beforeAll(async () => {
  s = await startJudgingSite();
  const sw = await s.site.call('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: s.rootToken,
  });
  expect(sw.body.status).toBe(200);
  user = await s.user('demo_solver');
});
afterAll(() => s?.close());

describe('seeding the demo problem set', () => {
  it('creates every demo problem once and skips all of them on a second run', async () => {
    const first = await seed();
    expect(first).toMatchObject({ created: ids, skipped: [] });
    expect(await seed()).toEqual({ created: [], skipped: ids, contest: null });
    // The first run also opens a running demo contest over the demo problems.
    const [contest] = await s.site.db.sql<{ id: number; title: string; open_rank: boolean }[]>`
      SELECT id, title, open_rank FROM read.contests`;
    expect(contest).toMatchObject({ id: first.contest, title: 'Demo Contest', open_rank: true });
    const problems = await s.site.db.sql<{ display_id: string }[]>`
      SELECT display_id FROM read.contest_problems ORDER BY display_id`;
    expect(problems.map((p) => p.display_id)).toEqual(
      ids.map((_, i) => String.fromCharCode(65 + i)),
    );
    const info = await s.site.call<{ status: number }>(
      'GET',
      `/api/get-contest-info?cid=${first.contest}`,
      { token: s.rootToken },
    );
    expect(info.body.data?.status, info.body.msg).toBe(0);
  });

  it('stores the statements, cases, checkers and tags in the read model', async () => {
    const rows = await s.site.db.sql<
      {
        problem_id: string;
        description: string;
        test_cases: unknown[];
        spj_code: string | null;
        tags: string[];
        author: string;
      }[]
    >`SELECT problem_id, description, test_cases, spj_code, tags, author FROM read.problems ORDER BY problem_id`;
    expect(rows.map((r) => r.problem_id)).toEqual(ids);
    for (const [i, row] of rows.entries()) {
      const p = demoProblems[i]!;
      expect(row.description).toBe(p.fields.description);
      expect(row.test_cases.length, row.problem_id).toBe(p.generate().length);
      expect(row.spj_code !== null, row.problem_id).toBe(p.judgeProgram !== null);
      expect(row.tags, row.problem_id).toEqual(p.fields.tags);
      expect(row.author).toBe('root');
    }
    const tags = await s.site.db.sql<{ name: string }[]>`SELECT name FROM read.tags`;
    const wanted = new Set(demoProblems.flatMap((p) => p.fields.tags));
    expect(tags.map((t) => t.name)).toEqual(expect.arrayContaining([...wanted]));
  });
});

describe('judging the reference solutions', () => {
  type Judged = Awaited<ReturnType<JudgingSite['judged']>>;
  const verdicts = new Map<string, Promise<Judged>>();

  // All submitted at once and judged side by side; one shared deadline, so a judge that is
  // down fails the file in minutes rather than one long timeout per problem.
  it('submits every reference solution as a normal user', async () => {
    const deadline = Date.now() + 100_000;
    for (const p of demoProblems) {
      if (!s.available.includes(p.solution.language)) continue;
      const id = p.fields.problemId;
      const code = fs.readFileSync(p.solution.path, 'utf8');
      const r = await s.submit(user, await s.pidOf(id), p.solution.language, code);
      expect(r.body.status, `${id}: ${r.body.msg}`).toBe(200);
      const judged = s.judged(user, r.body.data.submitId, Math.max(1000, deadline - Date.now()));
      // Awaited by the problem's own test below.
      judged.catch(() => {});
      verdicts.set(id, judged);
    }
  });

  it.for(demoProblems.map((p) => [p.fields.problemId, p] as const))(
    'accepts the reference solution of %s',
    async ([id, p], ctx) => {
      const judged = verdicts.get(id);
      if (!judged) return ctx.skip(`${p.solution.language} is not installed on this machine`);
      const done = await judged;
      expect(done.status, `${id}: ${done.errorMessage}`).toBe(0);
      if (p.fields.type === 1) expect(done.score).toBe(p.fields.ioScore);
    },
  );
});
