import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** A captcha as the reset form gets it, with its answer read from the database. */
const labelled = async () => {
  const r = await site.call<{ img: string; captchaKey: string }>('GET', '/api/captcha');
  const [row] = await site.db.sql<{ answer: string }[]>`
    SELECT answer FROM app.captchas WHERE id = ${r.body.data.captchaKey}`;
  const [head, body = ''] = r.body.data.img.split(',');
  expect(head).toBe('data:image/svg+xml;base64');
  return {
    svg: Buffer.from(body, 'base64').toString(),
    answer: row!.answer,
    key: r.body.data.captchaKey,
  };
};

interface Shape {
  /** Where the shape sits across the image (mean x of its points). */
  x: number;
  /** The command letters and how many numbers they take: what a glyph's outline is made of. */
  structure: string;
  /** Its points relative to the first one, rounded to whole pixels. */
  outline: string;
  /** The same to a tenth of a pixel. */
  exact: string;
}

const relative = (xs: number[], ys: number[], digits: number) =>
  xs
    .map((v, i) => `${(v - xs[0]!).toFixed(digits)},${(ys[i]! - ys[0]!).toFixed(digits)}`)
    .join(' ');

/** Every closed shape of the filled (not stroked) paths: the letters, as the markup gives them. */
const shapesOf = (svg: string): Shape[] =>
  [...svg.matchAll(/<path\b([^>]*)>/g)].flatMap(([, attrs = '']) => {
    const fill = /\bfill="([^"]*)"/.exec(attrs)?.[1] ?? 'black';
    const d = /\bd="([^"]*)"/.exec(attrs)?.[1] ?? '';
    if (fill === 'none') return [];
    return d
      .split(/(?=[Mm])/)
      .filter((sub) => sub.trim() !== '')
      .map((sub) => {
        const tokens = sub.match(/[A-Za-z]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
        const numbers = tokens.filter((t) => !/[A-Za-z]/.test(t)).map(Number);
        const xs = numbers.filter((_, i) => i % 2 === 0);
        const ys = numbers.filter((_, i) => i % 2 === 1);
        return {
          x: xs.reduce((s, v) => s + v, 0) / Math.max(1, xs.length),
          structure: `${tokens.filter((t) => /[A-Za-z]/.test(t)).join('')}:${numbers.length}`,
          outline: relative(xs, ys, 0),
          exact: relative(xs, ys, 1),
        };
      });
  });

const width = 112;
/** The letter a shape belongs to: the nearest of the evenly spaced letter places. */
const slotOf = (x: number, letters: number) => {
  const spacing = width / (letters + 1);
  return Math.min(letters - 1, Math.max(0, Math.round(x / spacing) - 1));
};

/**
 * An attacker's lookup table: learns which letter each shape stands for from labelled images,
 * then reads a new image by voting, letter place by letter place, with the shapes it knows.
 */
const lookupAttacker = () => {
  const table = new Map<string, Map<string, number>>();
  const keysOf = (s: Shape) => [`s|${s.structure}`, `o|${s.outline}`];
  return {
    learn(svg: string, answer: string) {
      for (const s of shapesOf(svg)) {
        const letter = answer[slotOf(s.x, answer.length)]!;
        for (const key of keysOf(s)) {
          const votes = table.get(key) ?? new Map<string, number>();
          votes.set(letter, (votes.get(letter) ?? 0) + 1);
          table.set(key, votes);
        }
      }
    },
    read(svg: string, letters: number): string {
      const votes = Array.from({ length: letters }, () => new Map<string, number>());
      for (const s of shapesOf(svg))
        for (const key of keysOf(s))
          for (const [letter, n] of table.get(key) ?? [])
            votes[slotOf(s.x, letters)]!.set(
              letter,
              (votes[slotOf(s.x, letters)]!.get(letter) ?? 0) + n,
            );
      return votes.map((v) => [...v].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?').join('');
    },
  };
};

describe('the reset-password captcha against a program', () => {
  it('cannot be read by a table of glyph shapes learned from labelled captchas', async () => {
    const attacker = lookupAttacker();
    for (let i = 0; i < 80; i++) {
      const c = await labelled();
      attacker.learn(c.svg, c.answer);
    }
    const tries = 20;
    let read = 0;
    for (let i = 0; i < tries; i++) {
      const c = await labelled();
      if (attacker.read(c.svg, c.answer.length) === c.answer) read += 1;
    }
    expect(read).toBeLessThanOrEqual(tries / 10);
  });

  it('never draws the same outline twice, even for the same letter', async () => {
    const seen = new Set<string>();
    let shapes = 0;
    for (let i = 0; i < 40; i++) {
      for (const s of shapesOf((await labelled()).svg)) {
        shapes += 1;
        seen.add(s.exact);
      }
    }
    expect(shapes).toBeGreaterThan(0);
    expect(seen.size).toBe(shapes);
  });

  it('draws a 112 x 40 SVG whose answer is four letters or digits, accepted once', async () => {
    const c = await labelled();
    expect(c.svg).toMatch(/^<svg [^>]*width="112" height="40"/);
    expect(c.answer).toMatch(/^[a-z2-9]{4}$/);
    const apply = (captcha: string) =>
      site.call('POST', '/api/apply-reset-password', {
        body: { email: 'nobody@example.com', captchaKey: c.key, captcha },
      });
    const first = await apply(c.answer.toUpperCase());
    expect(first.body.msg).not.toBe('The captcha is incorrect');
    expect((await apply(c.answer)).body.msg).toBe('The captcha is incorrect');
  });
});
