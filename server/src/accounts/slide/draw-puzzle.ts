import { encodePng } from './png.ts';

/** Spec section 9: the slide verification image is 300 x 169 and accepts 3 px of error. */
export const puzzleWidth = 300;
export const puzzleHeight = 169;
export const slideAccuracy = 3;
const side = 40;
const knob = 8;
/** The piece image is a square that holds the body and its two knobs (top and right). */
export const pieceSize = side + knob + 2;

type Rgb = [number, number, number];

/** Whether a pixel of the piece image belongs to the piece (a square with two round knobs). */
const inPiece = (lx: number, ly: number): boolean => {
  const px = lx - 1;
  const py = ly - 1 - knob;
  if (px >= 0 && px < side && py >= 0 && py < side) return true;
  if ((px - side / 2) ** 2 + py ** 2 <= knob ** 2) return true;
  return (px - side) ** 2 + (py - side / 2) ** 2 <= knob ** 2;
};

const onEdge = (lx: number, ly: number): boolean =>
  inPiece(lx, ly) &&
  (!inPiece(lx - 1, ly) || !inPiece(lx + 1, ly) || !inPiece(lx, ly - 1) || !inPiece(lx, ly + 1));

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
 * Draws one slide puzzle: the background with a dimmed hole at (x, y) and the piece cut from
 * the same spot. Pure given `rand` (values in [0, 1)), so it can be tested with a fixed seed.
 */
export const drawPuzzle = (rand: () => number): Puzzle => {
  const bg = drawBackground(rand);
  const x = Math.floor(70 + rand() * (puzzleWidth - pieceSize - 78));
  const y = Math.floor(4 + rand() * (puzzleHeight - pieceSize - 8));
  const piece = new Uint8Array(pieceSize * pieceSize * 4);
  for (let ly = 0; ly < pieceSize; ly++)
    for (let lx = 0; lx < pieceSize; lx++) {
      if (!inPiece(lx, ly)) continue;
      const at = ((y + ly) * puzzleWidth + x + lx) * 4;
      const edge = onEdge(lx, ly);
      const own = (ly * pieceSize + lx) * 4;
      for (let i = 0; i < 3; i++) {
        const v = bg[at + i]!;
        piece[own + i] = edge ? 255 : v;
        bg[at + i] = edge ? Math.round(v * 0.4 + 255 * 0.6) : Math.round(v * 0.45);
      }
      piece[own + 3] = 255;
    }
  return {
    background: encodePng(puzzleWidth, puzzleHeight, bg),
    piece: encodePng(pieceSize, pieceSize, piece),
    x,
    y,
  };
};
