import { describe, expect, it } from 'vitest';
import { drawPuzzle, pieceSize, puzzleHeight, puzzleWidth } from './draw-puzzle.ts';

/** A fixed sequence instead of crypto randomness, so the drawing is repeatable. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('slide puzzle drawing', () => {
  it('draws a 300 x 169 background and a square piece as PNG', () => {
    const p = drawPuzzle(seeded(1));
    expect(p.background.subarray(1, 4).toString()).toBe('PNG');
    expect(size(p.background)).toEqual([puzzleWidth, puzzleHeight]);
    expect(size(p.piece)).toEqual([pieceSize, pieceSize]);
  });

  it('keeps the hole inside the picture and clear of the piece start', () => {
    for (let seed = 1; seed < 200; seed++) {
      const { x, y } = drawPuzzle(seeded(seed));
      expect(x).toBeGreaterThanOrEqual(70);
      expect(x + pieceSize).toBeLessThanOrEqual(puzzleWidth);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + pieceSize).toBeLessThanOrEqual(puzzleHeight);
    }
  });

  it('is repeatable for one seed and differs between seeds', () => {
    expect(drawPuzzle(seeded(7)).background.equals(drawPuzzle(seeded(7)).background)).toBe(true);
    expect(
      drawPuzzle(seeded(7)).x === drawPuzzle(seeded(8)).x &&
        drawPuzzle(seeded(7)).y === drawPuzzle(seeded(8)).y,
    ).toBe(false);
  });
});
