import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProgram, judgeProgram, type JudgeCase, type JudgeSpec } from './engine.ts';
import { aPlusBCases, makeSpec, mustCompile, tempDir, writeCases } from './judging/fixtures.ts';

let dir = '';
let cases: JudgeCase[] = [];
beforeAll(() => {
  dir = tempDir();
  cases = writeCases(dir, aPlusBCases);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const main = (body: string) =>
  `import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n${body}\n  }\n}\n`;

const judge = async (body: string, over: Partial<JudgeSpec> = {}) =>
  judgeProgram(
    await mustCompile('Java', main(body)),
    makeSpec(cases, { judgeCaseMode: 'ergodic_without_error', ...over }),
  );

describe('Java verdicts', () => {
  it('AC, with twice the limits of C', async () => {
    const out = await judge(
      'long a = in.nextLong(), b = in.nextLong(); System.out.println(a + b);',
    );
    expect(out.status).toBe('AC');
    expect(out.memoryKb).toBeGreaterThan(10 * 1024);
  });

  it('WA', async () => {
    expect((await judge('System.out.println(in.nextLong() - in.nextLong());')).status).toBe('WA');
  });

  it('TLE by CPU, clamped to twice the limit', async () => {
    const out = await judge(
      'long x = 0; while (true) { x++; if (x < 0) break; } System.out.println(x);',
      { timeLimitMs: 300 },
    );
    expect(out.status).toBe('TLE');
    expect(out.timeMs).toBe(600);
  });

  it('MLE when the heap runs out', async () => {
    // A CPU limit the JVM cannot reach first: its start, its GC threads near a full heap and
    // the page faults of a fresh VM are all CPU time of the run.
    const out = await judge(
      'List<long[]> keep = new ArrayList<>(); while (true) keep.add(new long[1 << 20]);',
      { memoryLimitMb: 64, timeLimitMs: 10_000 },
    );
    expect(out.status).toBe('MLE');
    expect(out.memoryKb).toBe(128 * 1024);
  });

  it('RE on an uncaught exception', async () => {
    const out = await judge('throw new IllegalStateException("boom");');
    expect(out.status).toBe('RE');
    expect(out.errorMessage).toBe('exit code 1');
  });

  it('CE with the javac message', async () => {
    const r = await compileProgram('Java', main('int x = ;'));
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/error/);
  });

  it('CE when the class is not Main', async () => {
    const r = await compileProgram(
      'Java',
      'class Solution { public static void main(String[] a) {} }\n',
    );
    expect(r.ok).toBe(false);
    expect(r.message).toContain('Main.class was not produced');
  });
});
