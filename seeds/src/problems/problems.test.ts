import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DemoProblem, GeneratedCase } from '../kit/define.ts';
import { createRng } from '../kit/rng.ts';
import { demoProblems } from './index.ts';

const generated = new Map<string, GeneratedCase[]>();
/** Each generator runs once here (a second time only to check it is deterministic). */
const casesOf = (p: DemoProblem): GeneratedCase[] => {
  const id = p.fields.problemId;
  const cases = generated.get(id) ?? p.generate();
  generated.set(id, cases);
  return cases;
};

const cjk = /[\u4e00-\u9fff]/;
const bilingualFields = ['description', 'input', 'output', 'hint'] as const;

describe('the seeded PRNG', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRng(7);
    const b = createRng(7);
    const draws = Array.from({ length: 1000 }, () => a.int(-5, 5));
    expect(Array.from({ length: 1000 }, () => b.int(-5, 5))).toEqual(draws);
    expect(new Set(draws)).toEqual(new Set([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]));
    expect(createRng(8).next()).not.toBe(createRng(7).next());
  });
});

describe('the demo problem set', () => {
  it('has at least 12 problems with unique display ids from P1000 on', () => {
    const ids = demoProblems.map((p) => p.fields.problemId);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ids.map((id) => id.toLowerCase())).size).toBe(ids.length);
    expect(ids).toEqual(ids.map((_, i) => `P${1000 + i}`));
    for (const p of demoProblems) expect(p.folder.startsWith(`${p.fields.problemId}-`)).toBe(true);
  });

  it('covers every kind of problem the judge supports', () => {
    const fields = demoProblems.map((p) => p.fields);
    expect(fields.some((f) => f.judgeMode === 'spj')).toBe(true);
    expect(fields.some((f) => f.judgeMode === 'interactive')).toBe(true);
    expect(fields.some((f) => f.isFileIO)).toBe(true);
    expect(fields.some((f) => f.type === 1 && f.judgeCaseMode === 'subtask_lowest')).toBe(true);
    expect(new Set(fields.map((f) => f.difficulty))).toEqual(new Set([0, 1, 2]));
    const languages = new Set(demoProblems.map((p) => p.solution.language));
    expect([...languages]).toEqual(expect.arrayContaining(['C++', 'Python3', 'Java']));
  });

  it('keeps the whole seed around 20 MB', () => {
    const bytes = demoProblems
      .flatMap(casesOf)
      .reduce((sum, c) => sum + Buffer.byteLength(c.input) + Buffer.byteLength(c.output), 0);
    expect(bytes).toBeLessThan(21e6);
  });
});

describe.each(demoProblems.map((p) => [p.fields.problemId, p] as const))('%s', (_id, p) => {
  it('has an English and a Chinese statement in every markdown field', () => {
    expect(p.title.en).not.toMatch(cjk);
    expect(p.title.zh).toMatch(cjk);
    for (const name of bilingualFields) {
      const [en, zh, ...rest] = p.fields[name].split('\n\n---\n\n');
      expect(rest, name).toEqual([]);
      expect(en?.trim(), name).toBeTruthy();
      expect(en, name).not.toMatch(cjk);
      expect(zh, name).toMatch(cjk);
    }
  });

  it('has the site defaults and two examples', () => {
    const f = p.fields;
    expect(f.examples).toHaveLength(2);
    expect(f).toMatchObject({
      auth: 1,
      codeShare: true,
      openCaseResult: true,
      isRemoveEndBlank: true,
    });
    expect(f.languages).toEqual(['C', 'C++', 'Java', 'Python3', 'Python2']);
    expect(f.tags.length).toBeGreaterThan(0);
    if (f.isFileIO) expect(f.ioReadFileName && f.ioWriteFileName).toBeTruthy();
  });

  it('ships its reference solution and, when needed, its checker or interactor', () => {
    expect(fs.existsSync(p.solution.path)).toBe(true);
    expect(p.judgeProgram !== null).toBe(p.fields.judgeMode !== 'default');
    if (p.judgeProgram) expect(fs.readFileSync(p.judgeProgram.path, 'utf8')).toContain('int main');
    for (const file of [p.solution.path, p.judgeProgram?.path ?? p.solution.path])
      expect(fs.readFileSync(file, 'utf8').split('\n').length).toBeLessThan(200);
  });

  it('answers its examples like the statement says', () => {
    if (p.fields.judgeMode !== 'default') return;
    for (const example of p.fields.examples) expect(p.solve(example.input)).toBe(example.output);
  });

  it('generates the same 5 to 20 cases every time', () => {
    const cases = casesOf(p);
    expect(cases.length).toBeGreaterThanOrEqual(5);
    expect(cases.length).toBeLessThanOrEqual(20);
    expect(p.generate()).toEqual(cases);
    for (const c of cases) {
      expect(c.input.endsWith('\n')).toBe(true);
      expect(c.output.endsWith('\n')).toBe(true);
    }
  });

  it('scores its cases: OI groups sum to the total, ACM cases carry nothing', () => {
    const cases = casesOf(p);
    if (p.fields.type === 0) {
      expect(cases.every((c) => c.score === 0 && c.group === 0)).toBe(true);
      return;
    }
    const lowest = new Map<number, number>();
    for (const c of cases) {
      expect(c.group).toBeGreaterThan(0);
      lowest.set(c.group, Math.min(lowest.get(c.group) ?? Infinity, c.score));
    }
    const total = [...lowest.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(p.fields.ioScore);
  });
});
