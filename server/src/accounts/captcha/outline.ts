/** One drawing command of a glyph's outline, as opentype.js gives it (absolute coordinates). */
export interface PathCommand {
  type: string;
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}

export type Point = [number, number];

const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** Where a curve of control points is at `t` (de Casteljau). */
const along = (points: Point[], t: number): Point => {
  let level = points;
  while (level.length > 1) level = level.slice(1).map((p, i) => lerp(level[i]!, p, t));
  return level[0]!;
};

/**
 * Turns a glyph's outline into closed polygons, cutting every curve and line into a random
 * number of pieces at random places: the same letter never comes out with the same points,
 * nor even the same number of them.
 */
export const toPolygons = (commands: readonly PathCommand[], rand: () => number): Point[][] => {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  const steps = (from: Point, control: Point[], min: number, max: number) => {
    const n = min + Math.floor(rand() * (max - min + 1));
    for (let k = 1; k <= n; k++) {
      const t = k === n ? 1 : (k + (rand() - 0.5) * 0.6) / n;
      current.push(along([from, ...control], t));
    }
  };
  for (const c of commands) {
    const last = current.at(-1);
    const end: Point = [c.x ?? 0, c.y ?? 0];
    if (c.type === 'M') {
      if (current.length > 2) polygons.push(current);
      current = [end];
    } else if (c.type === 'L' && last) steps(last, [end], 1, 2);
    else if (c.type === 'Q' && last) steps(last, [[c.x1 ?? 0, c.y1 ?? 0], end], 1, 3);
    else if (c.type === 'C' && last)
      steps(last, [[c.x1 ?? 0, c.y1 ?? 0], [c.x2 ?? 0, c.y2 ?? 0], end], 2, 4);
  }
  if (current.length > 2) polygons.push(current);
  return polygons;
};

/** Where a glyph is put: its centre, turn (radians), slant, stretch, and point noise (px). */
export interface Placement {
  x: number;
  y: number;
  angle: number;
  shear: number;
  scaleX: number;
  scaleY: number;
  jitter: number;
}

/**
 * Moves polygons about their common centre: stretch, slant, turn, then to (x, y), each point
 * shaken by up to `jitter` px. Every polygon then starts at a random one of its points.
 */
export const place = (polygons: Point[][], at: Placement, rand: () => number): Point[][] => {
  const all = polygons.flat();
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const cos = Math.cos(at.angle);
  const sin = Math.sin(at.angle);
  return polygons.map((polygon) => {
    const moved = polygon.map(([px, py]): Point => {
      const sy = (py - cy) * at.scaleY;
      const sx = (px - cx) * at.scaleX + sy * at.shear;
      return [
        at.x + sx * cos - sy * sin + (rand() * 2 - 1) * at.jitter,
        at.y + sx * sin + sy * cos + (rand() * 2 - 1) * at.jitter,
      ];
    });
    const start = Math.floor(rand() * moved.length);
    return [...moved.slice(start), ...moved.slice(0, start)];
  });
};

/** SVG path data of closed polygons, to a tenth of a pixel. */
export const polygonData = (polygons: readonly Point[][]): string =>
  polygons
    .map(
      (polygon) =>
        polygon
          .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`)
          .join('') + 'Z',
    )
    .join('');
