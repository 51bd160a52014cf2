import fs from 'node:fs';
import type { LanguageName } from '@oj/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileProgram,
  detectLanguages,
  judgeProgram,
  type JudgeCase,
  type JudgeSpec,
} from './engine.ts';
import { aPlusBCases, makeSpec, mustCompile, tempDir, writeCases } from './judging/fixtures.ts';

let dir = '';
let cases: JudgeCase[] = [];
beforeAll(() => {
  dir = tempDir();
  cases = writeCases(dir, aPlusBCases);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const programs = {
  ac: 'import sys\nfor line in sys.stdin:\n    a, b = map(int, line.split())\n    sys.stdout.write(str(a + b) + "\\n")\n',
  wa: 'import sys\na, b = map(int, sys.stdin.readline().split())\nsys.stdout.write(str(a * b) + "\\n")\n',
  tle: 'x = 0\nwhile True:\n    x += 1\n',
  mle: 'keep = []\nwhile True:\n    keep.append(bytearray(1 << 20))\n',
  re: 'import sys\nsys.stdout.write(str(1 // 0))\n',
  ce: 'def broken(:\n    pass\n',
};

const judge = async (language: LanguageName, source: string, over: Partial<JudgeSpec> = {}) =>
  judgeProgram(
    await mustCompile(language, source),
    makeSpec(cases, { judgeCaseMode: 'ergodic_without_error', ...over }),
  );

// Debian 12 ships no Python 2 (the dev machines have it through pyenv): without it, its verdict
// tests are skipped and the judge must say why it does not offer the language.
const python2 = (await detectLanguages()).find((l) => l.name === 'Python2');
const languages = python2?.available ? (['Python3', 'Python2'] as const) : (['Python3'] as const);

it('reports Python 2 as unavailable with a reason when it is not installed', () => {
  if (python2?.available) return;
  expect(python2).toMatchObject({ available: false });
  expect(python2?.reason).toBeTruthy();
});

describe.each(languages)('%s verdicts', (language) => {
  it('is detected', async () => {
    const info = (await detectLanguages()).find((l) => l.name === language);
    expect(info).toMatchObject({ available: true, contentType: 'text/x-python' });
  });

  it('AC, byte-compiled first', async () => {
    expect((await judge(language, programs.ac)).status).toBe('AC');
  });

  it('WA', async () => {
    expect((await judge(language, programs.wa)).status).toBe('WA');
  });

  it('TLE by CPU', async () => {
    const out = await judge(language, programs.tle, { timeLimitMs: 250 });
    expect(out.status).toBe('TLE');
    expect(out.timeMs).toBe(500);
  });

  it('MLE', async () => {
    // A CPU limit the page faults of a fresh or busy VM cannot reach first.
    const out = await judge(language, programs.mle, { memoryLimitMb: 32, timeLimitMs: 10_000 });
    expect(out.status).toBe('MLE');
  });

  it('RE with the exit code', async () => {
    const out = await judge(language, programs.re);
    expect(out.status).toBe('RE');
    expect(out.errorMessage).toBe('exit code 1');
  });

  it('a syntax error is a Compile Error with the interpreter message', async () => {
    const r = await compileProgram(language, programs.ce);
    expect(r.ok).toBe(false);
    expect(r.message).toContain('SyntaxError');
  });
});
