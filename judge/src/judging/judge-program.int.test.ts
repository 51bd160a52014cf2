import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeProgram, type CaseResult, type CompiledProgram } from '../engine.ts';
import { makeSpec, mustCompile, tempDir, writeCases, type CaseData } from './fixtures.ts';

// Judge-case modes and OI scores end to end. The program is right except when a = 7.
const picky =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a==7?-1:a+b);return 0;}\n';

const data = (a: number, score: number, group: number): CaseData => ({
  input: `${a} 1\n`,
  output: `${a + 1}\n`,
  score,
  group,
});

let dir = '';
let program: CompiledProgram;
beforeAll(async () => {
  dir = tempDir();
  program = await mustCompile('C', picky);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const judge = async (cases: CaseData[], over: Parameters<typeof makeSpec>[1]) => {
  const seen: CaseResult[] = [];
  const out = await judgeProgram(
    program,
    makeSpec(writeCases(fs.mkdtempSync(`${dir}/p`), cases), over),
    (r) => {
      seen.push(r);
    },
  );
  return { out, seen: seen.map((r) => `${r.index}:${r.status}:${r.score}`) };
};

describe('judge case modes with OI scores', () => {
  it('default: every case judged, scores summed, Partial Accepted', async () => {
    const { out, seen } = await judge([data(1, 30, 0), data(7, 30, 0), data(2, 40, 0)], {
      type: 'OI',
      difficulty: 2,
    });
    expect(seen).toEqual(['1:AC:30', '2:WA:0', '3:AC:40']);
    expect(out).toMatchObject({
      status: 'PA',
      score: 70,
      oiRankScore: Math.round(7 + (2 * 2 * 70) / 100),
    });
  });

  it('ergodic_without_error: skipped cases are reported as CA, in order', async () => {
    const { out, seen } = await judge(
      [data(1, 25, 0), data(7, 25, 0), data(2, 25, 0), data(3, 25, 0)],
      {
        type: 'OI',
        judgeCaseMode: 'ergodic_without_error',
      },
    );
    expect(seen).toEqual(['1:AC:25', '2:WA:0', '3:CA:0', '4:CA:0']);
    expect(out).toMatchObject({ status: 'PA', score: 25 });
    expect(out.cases[2]?.message).toBe('skipped');
  });

  it('subtask_lowest: a failed case skips the rest of its group; groups score their minimum', async () => {
    const cases = [data(1, 20, 1), data(7, 20, 1), data(2, 20, 1), data(3, 40, 2), data(4, 40, 2)];
    const { out, seen } = await judge(cases, { type: 'OI', judgeCaseMode: 'subtask_lowest' });
    expect(seen).toEqual(['1:AC:20', '2:WA:0', '3:CA:0', '4:AC:40', '5:AC:40']);
    expect(out.score).toBe(40);
  });

  it('subtask_average: every case judged; groups score their rounded mean', async () => {
    const cases = [data(1, 30, 1), data(7, 30, 1), data(2, 30, 1), data(3, 10, 2)];
    const { out, seen } = await judge(cases, { type: 'OI', judgeCaseMode: 'subtask_average' });
    expect(seen).toEqual(['1:AC:30', '2:WA:0', '3:AC:30', '4:AC:10']);
    expect(out.score).toBe(20 + 10);
  });

  it('ACM: the first failing case decides, no score', async () => {
    const { out } = await judge([data(1, 0, 0), data(7, 0, 0), data(8, 0, 0)], { type: 'ACM' });
    expect(out).toMatchObject({ status: 'WA', score: null, oiRankScore: null });
  });

  it('caps the score at the problem total', async () => {
    const { out } = await judge([data(1, 80, 0), data(2, 80, 0)], { type: 'OI', totalScore: 100 });
    expect(out).toMatchObject({ status: 'AC', score: 100 });
  });
});

describe('file IO problems', () => {
  const io = { isFileIO: true, ioReadFileName: 'game.in', ioWriteFileName: 'game.out' };
  const cases = [data(1, 50, 0), data(2, 50, 0)];

  it('reads the input file and judges the output file', async () => {
    const out = await judgeProgram(
      await mustCompile(
        'C',
        '#include <stdio.h>\nint main(void){FILE*i=fopen("game.in","r"),*o=fopen("game.out","w");long long a,b;' +
          'if(!i||!o)return 1;fscanf(i,"%lld %lld",&a,&b);fprintf(o,"%lld\\n",a+b);puts("ignored");return 0;}\n',
      ),
      makeSpec(writeCases(fs.mkdtempSync(`${dir}/io`), cases), io),
    );
    expect(out.status).toBe('AC');
    expect(out.cases[0]?.userOutput).toBe('2\n');
  });

  it('a missing output file is empty output', async () => {
    const out = await judgeProgram(
      program,
      makeSpec(writeCases(fs.mkdtempSync(`${dir}/io`), cases), io),
    );
    expect(out.status).toBe('WA');
  });

  it('never follows a symlink planted as the output file', async () => {
    const out = await judgeProgram(
      await mustCompile(
        'C',
        '#include <unistd.h>\nint main(void){return symlink("/etc/passwd","game.out");}\n',
      ),
      makeSpec(writeCases(fs.mkdtempSync(`${dir}/io`), cases), io),
    );
    expect(out.status).toBe('WA');
    expect(out.cases[0]?.userOutput).toBe('');
  });
});
