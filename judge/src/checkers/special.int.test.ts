import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { compileChecker, judgeProgram, type CompiledProgram, type JudgeCase } from '../engine.ts';
import { aPlusBCases, makeSpec, mustCompile, tempDir, writeCases } from '../judging/fixtures.ts';

// A checker for A+B whose answer to each contestant output is spelled out below, so every
// exit code and testlib message is exercised by a real checker in the real sandbox.
const checker = `#include <stdio.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
  long long a, b, x, expected;
  if (!in || !out || !ans || fscanf(in, "%lld %lld", &a, &b) != 2 || fscanf(ans, "%lld", &expected) != 1) return 103;
  if (fscanf(out, "%lld", &x) != 1) { fprintf(stderr, "wrong output format no number\\n"); return 2; }
  if (x == a + b && x == expected) { fprintf(stderr, "ok correct sum\\n"); return 0; }
  if (x == a + b + 1000) { printf("50\\n"); return 99; }
  if (x == a + b + 2000) { fprintf(stderr, "points 25\\n"); return 7; }
  fprintf(stderr, "wrong answer expected %lld, found %lld\\n", a + b, x);
  return 102;
}
`;

const interactor = `#include <stdio.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  int secret, guess, tries = 0;
  if (!in || fscanf(in, "%d", &secret) != 1) return 103;
  while (scanf("%d", &guess) == 1) {
    if (++tries > 20) { fprintf(stderr, "wrong answer too many guesses\\n"); return 102; }
    if (guess == secret) { printf("=\\n"); fflush(stdout); fprintf(stderr, "ok found in %d\\n", tries); return 0; }
    printf(guess < secret ? ">\\n" : "<\\n");
    fflush(stdout);
  }
  fprintf(stderr, "wrong answer unexpected end of input\\n");
  return 102;
}
`;

const guesser = (strategy: string) => `#include <stdio.h>
int main(void) {
  int lo = 1, hi = 1000; char r[4];
  for (;;) {
    int g = ${strategy};
    printf("%d\\n", g); fflush(stdout);
    if (scanf("%3s", r) != 1) return 0;
    if (r[0] == '=') return 0;
    if (r[0] == '>') lo = g + 1; else hi = g - 1;
  }
}
`;

const sum = (offset: number) =>
  `#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b+${offset});return 0;}\n`;

let dir = '';
let cases: JudgeCase[] = [];
let spj: CompiledProgram;
beforeAll(async () => {
  dir = tempDir();
  cases = writeCases(dir, aPlusBCases);
  const compiled = await compileChecker('C', checker);
  if (!compiled.ok) throw new Error(compiled.message);
  spj = compiled.program;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('special judge', () => {
  const judge = async (offset: number) =>
    judgeProgram(
      await mustCompile('C', sum(offset)),
      makeSpec(cases, { type: 'OI', judgeMode: 'spj', checker: spj }),
    );

  it('AC from exit 0, with the checker message', async () => {
    const out = await judge(0);
    expect(out).toMatchObject({ status: 'AC', score: 100 });
    expect(out.cases[0]?.message).toBe('ok correct sum');
  });

  it('WA from exit 102, with the checker message', async () => {
    const out = await judge(5);
    expect(out).toMatchObject({ status: 'WA', score: 0 });
    expect(out.cases[0]?.message).toBe('wrong answer expected 3, found 8');
  });

  it('partial from exit 99 and a percentage: floor of each case score', async () => {
    const out = await judge(1000);
    expect(out.status).toBe('PA');
    expect(out.cases.map((c) => [c.status, c.score])).toEqual([
      ['PA', 20],
      ['PA', 30],
    ]);
    expect(out.score).toBe(50);
  });

  it('partial from testlib "points" on stderr', async () => {
    const out = await judge(2000);
    expect(out.cases.map((c) => c.score)).toEqual([10, 15]);
  });

  it('a checker that does not compile is reported, not run', async () => {
    const r = await compileChecker('C++', 'int main() { return }');
    expect(r.ok).toBe(false);
  });
});

describe('interactive judge', () => {
  let interactive: CompiledProgram;
  let games: JudgeCase[] = [];
  beforeAll(async () => {
    const compiled = await compileChecker('C', interactor);
    if (!compiled.ok) throw new Error(compiled.message);
    interactive = compiled.program;
    games = writeCases(dir, [
      { input: '777\n', output: '' },
      { input: '1\n', output: '' },
    ]);
  });
  const judge = async (source: string, timeLimitMs = 1000) =>
    judgeProgram(
      await mustCompile('C', source),
      makeSpec(games, { judgeMode: 'interactive', checker: interactive, timeLimitMs }),
    );

  it('AC when the contestant finds the number', async () => {
    const out = await judge(guesser('(lo + hi) / 2'));
    expect(out.status).toBe('AC');
    expect(out.cases[0]?.message).toMatch(/^ok found in \d+/);
  });

  it('WA when the interactor rejects', async () => {
    const out = await judge(guesser('lo + 0 * hi + 500'));
    expect(out.status).toBe('WA');
    expect(out.errorMessage).toBe('wrong answer too many guesses');
  });

  it('WA when the contestant stops talking', async () => {
    const out = await judge('int main(void){return 0;}\n');
    expect(out.status).toBe('WA');
  });

  it('the contestant TLE is decided first', async () => {
    const out = await judge('int main(void){volatile unsigned long x=0;for(;;)x++;}\n', 300);
    expect(out.status).toBe('TLE');
  });
});

// Kattis output validators: `validator input answer feedback_dir < team_output`, exit 42/43,
// messages in feedback_dir/judgemessage.txt; a header beside the source (validate.h) compiles in.
const validatorHeader = `#include <stdio.h>
#include <string.h>
static void judge_message(const char *dir, const char *text) {
  char path[4096]; snprintf(path, sizeof path, "%s/judgemessage.txt", dir);
  FILE *f = fopen(path, "w"); if (f) { fputs(text, f); fclose(f); }
}
`;
const validator = `#include "validate.h"
#include <stdlib.h>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *ans = fopen(argv[2], "r");
  long long expected, x;
  if (!ans || fscanf(ans, "%lld", &expected) != 1) return 1;
  if (scanf("%lld", &x) != 1) { judge_message(argv[3], "no number"); exit(43); }
  if (x == expected) { judge_message(argv[3], "correct"); return 42; }
  if (x == expected + 3000) return 7;
  char m[100]; snprintf(m, sizeof m, "expected %lld, got %lld", expected, x);
  judge_message(argv[3], m);
  return 43;
}
`;
const kattisInteractor = `#include "validate.h"
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  int secret, guess, tries = 0;
  if (!in || fscanf(in, "%d", &secret) != 1) return 1;
  while (scanf("%d", &guess) == 1) {
    if (++tries > 20) { judge_message(argv[3], "too many guesses"); return 43; }
    if (guess == secret) { printf("=\\n"); fflush(stdout); judge_message(argv[3], "found"); return 42; }
    printf(guess < secret ? ">\\n" : "<\\n");
    fflush(stdout);
  }
  judge_message(argv[3], "unexpected end of input");
  return 43;
}
`;

describe('Kattis output validators', () => {
  let kattis: CompiledProgram;
  // Its own folder: the interactive tests above rewrite the shared one's case files.
  let own = '';
  let sums: JudgeCase[] = [];
  beforeAll(async () => {
    own = tempDir();
    sums = writeCases(own, aPlusBCases);
    const compiled = await compileChecker('C', validator, { 'validate.h': validatorHeader });
    if (!compiled.ok) throw new Error(compiled.message);
    kattis = compiled.program;
  });
  const judge = async (offset: number) =>
    judgeProgram(
      await mustCompile('C', sum(offset)),
      makeSpec(sums, { judgeMode: 'spj', checker: kattis, checkerConvention: 'kattis' }),
    );

  it('exit 42 is Accepted, with the judge message', async () => {
    const out = await judge(0);
    expect(out.status).toBe('AC');
    expect(out.cases[0]?.message).toBe('correct');
  });

  it('exit 43 is Wrong Answer, with the judge message', async () => {
    const out = await judge(5);
    expect(out.status).toBe('WA');
    expect(out.cases[0]?.message).toBe('expected 3, got 8');
  });

  it('any other exit is a System Error naming it', async () => {
    const out = await judge(3000);
    expect(out.status).toBe('SE');
    expect(out.cases[0]?.message).toMatch(/output validator exited with 7/);
  });

  it('the same checker read as testlib gives other verdicts (the convention matters)', async () => {
    const out = await judgeProgram(
      await mustCompile('C', sum(0)),
      makeSpec(sums, { judgeMode: 'spj', checker: kattis }),
    );
    expect(out.status).not.toBe('AC');
  });

  afterAll(() => fs.rmSync(own, { recursive: true, force: true }));

  it('an extra file name that leaves the work dir is refused before compiling', async () => {
    const r = await compileChecker('C', validator, { '../validate.h': validatorHeader });
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/"\.\.\/validate\.h" is not allowed/);
  });

  it('an interactive Kattis validator talks to the program and decides by 42 / 43', async () => {
    const compiled = await compileChecker('C', kattisInteractor, { 'validate.h': validatorHeader });
    if (!compiled.ok) throw new Error(compiled.message);
    const gamesDir = tempDir();
    onTestFinished(() => fs.rmSync(gamesDir, { recursive: true, force: true }));
    const games = writeCases(gamesDir, [{ input: '321\n', output: '' }]);
    const run = async (strategy: string) =>
      judgeProgram(
        await mustCompile('C', guesser(strategy)),
        makeSpec(games, {
          judgeMode: 'interactive',
          checker: compiled.program,
          checkerConvention: 'kattis',
        }),
      );
    const good = await run('(lo + hi) / 2');
    expect(good.status).toBe('AC');
    expect(good.cases[0]?.message).toBe('found');
    const bad = await run('lo + 0 * hi + 500');
    expect(bad.status).toBe('WA');
    expect(bad.cases[0]?.message).toBe('too many guesses');
  });
});
