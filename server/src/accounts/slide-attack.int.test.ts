import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, type RgbaImage } from '../../test-kit/png-decode.ts';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
  await site.register('pat');
});
afterAll(() => site.close());

interface Puzzle {
  slideId: string;
  background: string;
  piece: string;
  pieceY: number;
  pieceSize: number;
}
const puzzle = async () => (await site.call<Puzzle>('GET', '/api/get-login-slide')).body.data;
const answerOf = async (slideId: string) =>
  (
    await site.db.sql<
      { answer_x: number }[]
    >`SELECT answer_x FROM app.slide_checks WHERE id = ${slideId}`
  )[0]!.answer_x;
const image = (dataUrl: string) => decodePng(Buffer.from(dataUrl.split(',')[1]!, 'base64'));

/** The piece's own pixels, off its outline: the part an attacker compares with the picture. */
const innerPixels = (piece: RgbaImage): [number, number][] => {
  const opaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < piece.width && y < piece.height
      ? piece.rgba[(y * piece.width + x) * 4 + 3]! > 0
      : false;
  const inner: [number, number][] = [];
  for (let y = 0; y < piece.height; y++)
    for (let x = 0; x < piece.width; x++)
      if (
        [
          [0, 0],
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ].every(([dx, dy]) => opaque(x + dx!, y + dy!))
      )
        inner.push([x, y]);
  return inner;
};

/**
 * An attacker's exact template match along the piece's row: for every x, the sum of absolute
 * differences between the window and the piece scaled to the window's brightness (the hole is
 * a dimmed copy of what was cut out), and the normalised cross-correlation (blind to brightness
 * and contrast). Each method guesses the x where it matches best.
 */
const templateMatch = (bg: RgbaImage, piece: RgbaImage, top: number) => {
  const inner = innerPixels(piece);
  const best = { sad: { x: 0, score: Infinity }, ncc: { x: 0, score: -Infinity } };
  for (let x = 0; x + piece.width <= bg.width; x++) {
    const w: number[] = [];
    const p: number[] = [];
    for (const [lx, ly] of inner)
      for (let c = 0; c < 3; c++) {
        w.push(bg.rgba[((top + ly) * bg.width + x + lx) * 4 + c]!);
        p.push(piece.rgba[(ly * piece.width + lx) * 4 + c]!);
      }
    const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);
    const gain = sum(w) / Math.max(1, sum(p));
    const sad = w.reduce((s, v, i) => s + Math.abs(v - gain * p[i]!), 0);
    const mw = sum(w) / w.length;
    const mp = sum(p) / p.length;
    let cross = 0;
    let vw = 0;
    let vp = 0;
    w.forEach((v, i) => {
      cross += (v - mw) * (p[i]! - mp);
      vw += (v - mw) ** 2;
      vp += (p[i]! - mp) ** 2;
    });
    const ncc = cross / Math.sqrt(vw * vp + 1e-9);
    if (sad < best.sad.score) best.sad = { x, score: sad };
    if (ncc > best.ncc.score) best.ncc = { x, score: ncc };
  }
  return { sad: best.sad.x, ncc: best.ncc.x };
};

// Each try from its own address, so the per-IP delay of infra/attempt-guard.ts stays out of the way.
let ip = 0;
const login = (body: Record<string, unknown>) =>
  site.call('POST', '/api/login', { body, headers: { 'X-Forwarded-For': `10.9.0.${++ip}` } });

describe('the slide puzzle against a program', () => {
  it('is not solved by matching the piece against the picture, in most tries', async () => {
    const tries = 30;
    const solved = { sad: 0, ncc: 0 };
    for (let i = 0; i < tries; i++) {
      const p = await puzzle();
      const guess = templateMatch(image(p.background), image(p.piece), p.pieceY);
      const answer = await answerOf(p.slideId);
      // The login route accepts 3 px either side.
      if (Math.abs(guess.sad - answer) <= 3) solved.sad += 1;
      if (Math.abs(guess.ncc - answer) <= 3) solved.ncc += 1;
    }
    // Before the piece and hole were drawn apart, both methods solved every try.
    expect(solved.sad).toBeLessThanOrEqual(tries / 3);
    expect(solved.ncc).toBeLessThanOrEqual(tries / 3);
  });

  it('still lets a person in who puts the piece where the hole is', async () => {
    for (let i = 0; i < 5; i++) await login({ username: 'pat', password: 'wrong-pass' });
    const p = await puzzle();
    const r = await login({
      username: 'pat',
      password: 'secret123',
      slideId: p.slideId,
      slideX: (await answerOf(p.slideId)) + 2,
    });
    expect(r.body).toMatchObject({ status: 200, data: { username: 'pat' } });
  });
});
