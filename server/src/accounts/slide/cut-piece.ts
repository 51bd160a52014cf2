import { inPiece, knob, onEdge, pieceSize } from './piece-shape.ts';

/*
 * Why the piece and the hole look the way they do: a piece that is an exact crop of the
 * picture, over a hole that is a dimmed copy of it, is found by any template match (the hole
 * is the piece times 0.45). Here the piece's pixels exist nowhere in the background: the hole
 * shows another part of the picture, darkened by a different amount per channel, with noise
 * and blotches of its own; the piece carries its own tone and noise. A person still sees a
 * dark hole of the piece's shape and lines the outlines up, which none of this moves.
 */

interface Size {
  width: number;
  height: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const byte = (v: number) => clamp(Math.round(v), 0, 255);
/** A whole number in [lo, hi]. */
const between = (rand: () => number, lo: number, hi: number) =>
  lo + Math.floor(rand() * (hi - lo + 1));
/** Per-pixel noise of up to this much, drawn apart for the piece and for the hole. */
const grain = 14;
const signed = (rand: () => number) => rand() * 2 - 1;

/**
 * Soft blotches over the piece's square: random values on a grid every `cell` px, blended in
 * between, in [-1, 1]. Unlike per-pixel noise they survive a blur.
 */
const blotches = (rand: () => number, cell: number) => {
  const n = Math.ceil(pieceSize / cell) + 1;
  const grid = Array.from({ length: n * n }, () => signed(rand));
  return (lx: number, ly: number) => {
    const ix = Math.floor(lx / cell);
    const iy = Math.floor(ly / cell);
    const tx = lx / cell - ix;
    const ty = ly / cell - iy;
    const at = (cx: number, cy: number) => grid[cy * n + cx]!;
    const top = at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx;
    const bottom = at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
};

/** The top left of a piece-sized spot clear of the hole by at least 10 px across. */
const elsewhere = (rand: () => number, size: Size, x: number) => {
  const room = size.width - pieceSize;
  const gap = pieceSize + 10;
  const left = Math.max(0, x - gap + 1);
  const right = Math.max(0, room - (x + gap) + 1);
  const pick = Math.floor(rand() * (left + right));
  return {
    fx: pick < left ? pick : x + gap + (pick - left),
    fy: between(rand, 0, size.height - pieceSize),
  };
};

/** Cuts the hole into `bg` (RGBA, `size`); its outline is nudged and its knobs resized by 1 px. */
const cutHole = (
  rand: () => number,
  scene: Uint8Array,
  bg: Uint8Array,
  size: Size,
  x: number,
  y: number,
) => {
  const hx = clamp(x + between(rand, -1, 1), 0, size.width - pieceSize);
  const hy = clamp(y + between(rand, -1, 1), 0, size.height - pieceSize);
  const r = knob + between(rand, -1, 1);
  const { fx, fy } = elsewhere(rand, size, x);
  const darken = [0, 1, 2].map(() => 50 + rand() * 40);
  const blot = blotches(rand, 8);
  for (let ly = 0; ly < pieceSize; ly++)
    for (let lx = 0; lx < pieceSize; lx++) {
      if (!inPiece(lx, ly, r)) continue;
      const at = ((hy + ly) * size.width + hx + lx) * 4;
      const from = ((fy + ly) * size.width + fx + lx) * 4;
      const edge = onEdge(lx, ly, r);
      const noise = signed(rand) * grain + blot(lx, ly) * 25;
      for (let i = 0; i < 3; i++) {
        const v = edge ? bg[at + i]! * 0.4 + 255 * 0.6 : scene[from + i]! - darken[i]!;
        bg[at + i] = byte(v + noise);
      }
    }
};

/** The piece: the picture at (x, y) with its own contrast and brightness per channel, and noise. */
const drawPiece = (rand: () => number, scene: Uint8Array, size: Size, x: number, y: number) => {
  const contrast = [0, 1, 2].map(() => 0.85 + rand() * 0.3);
  const brightness = [0, 1, 2].map(() => signed(rand) * 14);
  const piece = new Uint8Array(pieceSize * pieceSize * 4);
  for (let ly = 0; ly < pieceSize; ly++)
    for (let lx = 0; lx < pieceSize; lx++) {
      if (!inPiece(lx, ly)) continue;
      const at = ((y + ly) * size.width + x + lx) * 4;
      const own = (ly * pieceSize + lx) * 4;
      const edge = onEdge(lx, ly);
      const noise = signed(rand) * grain;
      for (let i = 0; i < 3; i++) {
        const v = 128 + (scene[at + i]! - 128) * contrast[i]! + brightness[i]! + noise;
        piece[own + i] = edge ? 255 : byte(v);
      }
      piece[own + 3] = 255;
    }
  return piece;
};

/**
 * Cuts the piece at (x, y) out of `scene` (RGBA, `size`): answers the piece (RGBA,
 * pieceSize square) and the background with the hole. `scene` is left as it was.
 */
export const cutPiece = (
  rand: () => number,
  scene: Uint8Array,
  size: Size,
  x: number,
  y: number,
): { piece: Uint8Array; background: Uint8Array } => {
  const piece = drawPiece(rand, scene, size, x, y);
  const background = scene.slice();
  cutHole(rand, scene, background, size, x, y);
  return { piece, background };
};
