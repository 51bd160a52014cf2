import { describe, expect, it } from 'vitest';
import { clampView, scaleOf, turnedSize } from './avatar-crop';

describe('avatar crop geometry', () => {
  it('scales the short side to the square at zoom 1', () => {
    expect(scaleOf(400, 200, 200, 1)).toBe(1);
    expect(scaleOf(400, 200, 200, 2)).toBe(2);
    expect(turnedSize(400, 200, 1)).toEqual({ w: 200, h: 400 });
  });

  it('never lets the picture leave part of the square empty', () => {
    // 400 x 200 at zoom 1 in a 200 square: 100 px of slack each side horizontally, none vertically.
    expect(clampView({ zoom: 1, x: 500, y: 50, turns: 0 }, 400, 200, 200)).toEqual({
      zoom: 1,
      x: 100,
      y: 0,
      turns: 0,
    });
    // Turned a quarter, the slack moves to the vertical axis.
    expect(clampView({ zoom: 1, x: 500, y: -500, turns: 5 }, 400, 200, 200)).toEqual({
      zoom: 1,
      x: 0,
      y: -100,
      turns: 1,
    });
    expect(clampView({ zoom: 9, x: 0, y: 0, turns: -1 }, 400, 200, 200)).toMatchObject({
      zoom: 4,
      turns: 3,
    });
  });
});
