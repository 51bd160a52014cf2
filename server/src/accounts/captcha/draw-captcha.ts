import svgCaptcha from 'svg-captcha';
import { place, polygonData, toPolygons, type PathCommand, type Point } from './outline.ts';

/** The image the reset form shows in its 112 x 40 box. */
export const captchaWidth = 112;
export const captchaHeight = 40;
/**
 * Letters and digits that stay apart when turned and slanted: none of 0/o/O, 1/i/I/l/L,
 * 2/Z, 5/S, 6/b, 8/B, 9/g/q. Answers are compared ignoring case.
 */
export const captchaAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefhjkmnprstuvwxyz347';
const letters = 4;

interface Font {
  charToGlyph(char: string): {
    getPath(x: number, y: number, size: number): { commands: PathCommand[] };
  };
}
/**
 * The font svg-captcha ships and has already loaded (opentype.js): drawn in code, no font to
 * fetch. Only its glyph outlines are used; svg-captcha's own drawing gave each letter the same
 * path data every time, which a lookup table reads.
 */
const font = (svgCaptcha.options as unknown as { font: Font }).font;

type Rand = () => number;
const within = (rand: Rand, lo: number, hi: number) => lo + rand() * (hi - lo);
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const hsl = (rand: Rand, light: [number, number]) =>
  `hsl(${Math.floor(within(rand, 0, 360))},${Math.floor(within(rand, 45, 75))}%,${Math.floor(within(rand, ...light))}%)`;
const n = (v: number) => v.toFixed(1);

/** A cubic curve from one side of the image to the other, through the letters' band. */
const acrossCurve = (rand: Rand, band: number): string => {
  const mid = captchaHeight / 2;
  const y = () => n(mid + within(rand, -band, band));
  return `M${n(within(rand, -4, 8))} ${y()}C${n(within(rand, 25, 45))} ${y()},${n(within(rand, 65, 85))} ${y()},${n(within(rand, 104, 116))} ${y()}`;
};

/** All the letters' outlines as one list of polygons, each letter turned, slanted and shaken. */
const letterPolygons = (rand: Rand, text: string): Point[][] => {
  const spacing = captchaWidth / (text.length + 1);
  return [...text].flatMap((char, i) =>
    place(
      toPolygons(font.charToGlyph(char).getPath(0, 0, within(rand, 40, 46)).commands, rand),
      {
        x: spacing * (i + 1) + within(rand, -2.5, 2.5),
        y: captchaHeight / 2 + within(rand, -2.5, 2.5),
        angle: within(rand, -0.25, 0.25),
        shear: within(rand, -0.2, 0.2),
        scaleX: within(rand, 0.8, 1),
        scaleY: within(rand, 0.9, 1.1),
        jitter: 0.2,
      },
      rand,
    ),
  );
};

const shuffle = <T>(rand: Rand, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

/**
 * Draws a captcha of four random characters (or `text`): the SVG and its answer. The letters'
 * polygons are all in one path, in shuffled order, so neither which shapes make a letter nor
 * their points give it away; a line in the letters' colour crosses them, others run beneath.
 * Pure given `rand`, so it can be tested with a fixed seed.
 */
export const drawCaptcha = (
  rand: Rand,
  text = Array.from({ length: letters }, () => pick(rand, [...captchaAlphabet])).join(''),
): { svg: string; text: string } => {
  const ink = hsl(rand, [18, 34]);
  const under = Array.from(
    { length: 3 },
    () =>
      `<path d="${acrossCurve(rand, 18)}" stroke="${hsl(rand, [55, 75])}" stroke-width="${n(within(rand, 0.8, 1.6))}" fill="none"/>`,
  );
  const over = `<path d="${acrossCurve(rand, 8)}" stroke="${ink}" stroke-width="${n(within(rand, 0.9, 1.3))}" fill="none"/>`;
  const glyphs = `<path d="${polygonData(shuffle(rand, letterPolygons(rand, text)))}" fill="${ink}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${captchaWidth}" height="${captchaHeight}" viewBox="0 0 ${captchaWidth} ${captchaHeight}">` +
    `<rect width="100%" height="100%" fill="#f8fafc"/>${under.join('')}${glyphs}${over}</svg>`;
  return { svg, text };
};
