import { cutPiece } from './cut-piece.ts';
import { pieceSize } from './piece-shape.ts';
import { encodePng } from './png.ts';

export { pieceSize };

/** Spec section 9: the slide verification image is 300 x 169 and accepts 3 px of error. */
export const puzzleWidth = 300;
export const puzzleHeight = 169;
export const slideAccuracy = 3;

type Rgb = [number, number, number];

const hsl = (h: number, s: number, l: number): Rgb => {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
};

interface Blob {
  cx: number;
  cy: number;
  r: number;
  color: Rgb;
  alpha: number;
  square: boolean;
}

/** A landscape of soft shapes over a diagonal gradient: enough texture for the eye to match. */
const drawBackground = (rand: () => number): Uint8Array => {
  const hue = rand() * 360;
  const from = hsl(hue, 0.55, 0.72);
  const to = hsl((hue + 60 + rand() * 120) % 360, 0.6, 0.45);
  const blobs: Blob[] = Array.from({ length: 16 }, () => ({
    cx: rand() * puzzleWidth,
    cy: rand() * puzzleHeight,
    r: 10 + rand() * 38,
    color: hsl(rand() * 360, 0.6, 0.3 + rand() * 0.5),
    alpha: 0.35 + rand() * 0.45,
    square: rand() < 0.35,
  }));
  const px = new Uint8Array(puzzleWidth * puzzleHeight * 4);
  for (let y = 0; y < puzzleHeight; y++)
    for (let x = 0; x < puzzleWidth; x++) {
      const t = (x / puzzleWidth + y / puzzleHeight) / 2;
      let c: Rgb = [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as Rgb;
      for (const b of blobs) {
        const inside = b.square
          ? Math.abs(x - b.cx) < b.r && Math.abs(y - b.cy) < b.r * 0.6
          : (x - b.cx) ** 2 + (y - b.cy) ** 2 < b.r ** 2;
        if (inside) c = c.map((v, i) => v * (1 - b.alpha) + b.color[i]! * b.alpha) as Rgb;
      }
      px.set([...c.map(Math.round), 255], (y * puzzleWidth + x) * 4);
    }
  return px;
};

export interface Puzzle {
  background: Buffer;
  piece: Buffer;
  /** Where the piece belongs: its left edge (the answer, kept on the server) and top edge. */
  x: number;
  y: number;
}

/**
 * Draws one slide puzzle: the background with a dark hole at about (x, y) and the piece cut
 * from that spot, whose pixels are found nowhere in the background (see cut-piece.ts). Pure
 * given `rand` (values in [0, 1)), so it can be tested with a fixed seed.
 */
export const drawPuzzle = (rand: () => number): Puzzle => {
  const scene = drawBackground(rand);
  const x = Math.floor(70 + rand() * (puzzleWidth - pieceSize - 78));
  const y = Math.floor(4 + rand() * (puzzleHeight - pieceSize - 8));
  const { background, piece } = cutPiece(
    rand,
    scene,
    { width: puzzleWidth, height: puzzleHeight },
    x,
    y,
  );
  return {
    background: encodePng(puzzleWidth, puzzleHeight, background),
    piece: encodePng(pieceSize, pieceSize, piece),
    x,
    y,
  };
};
