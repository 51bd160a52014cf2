import { describe, expect, it } from 'vitest';
import { captchaAlphabet, drawCaptcha } from './draw-captcha.ts';

/** A fixed sequence instead of crypto randomness, so the drawing is repeatable. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** The path data of the filled path: the letters. */
const letterData = (svg: string) =>
  /<path d="([^"]*)" fill="(?!none)[^"]*"\/>/.exec(svg)?.[1] ?? '';

describe('captcha drawing', () => {
  it('draws four characters of the alphabet into a 112 x 40 SVG, repeatably for one seed', () => {
    const c = drawCaptcha(seeded(3));
    expect(c.text).toHaveLength(4);
    for (const char of c.text) expect(captchaAlphabet).toContain(char);
    expect(c.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="112" height="40"/);
    expect(drawCaptcha(seeded(3))).toEqual(c);
  });

  it('never draws the same letters with the same points, nor the same number of them', () => {
    const drawings = [1, 2, 3, 4, 5].map((seed) =>
      letterData(drawCaptcha(seeded(seed), 'aaaa').svg),
    );
    const points = drawings.map((d) => d.split(/[ML]/).length);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(new Set(points).size).toBeGreaterThan(1);
  });

  it('puts every letter outline into one filled path of closed polygons', () => {
    const d = letterData(drawCaptcha(seeded(9), 'WXYZ').svg);
    expect(d.match(/M/g)!.length).toBeGreaterThanOrEqual(4);
    expect(d).toMatch(/^M[-\d. L]+Z(M[-\d. L]+Z)+$/);
  });
});
