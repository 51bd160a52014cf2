/** Geometry of the square avatar cropper (pure, so it is unit-tested). */

export interface CropView {
  /** Zoom relative to the smallest scale that still covers the square. */
  zoom: number;
  /** Image centre offset from the square's centre, in square pixels. */
  x: number;
  y: number;
  /** Quarter turns clockwise (0..3). */
  turns: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Width and height of the image once turned. */
export function turnedSize(width: number, height: number, turns: number) {
  return turns % 2 === 0 ? { w: width, h: height } : { w: height, h: width };
}

/** Pixels of the square per image pixel: the image always covers the square. */
export function scaleOf(width: number, height: number, side: number, zoom: number) {
  return (side / Math.min(width, height)) * zoom;
}

/** Keeps the image covering the square: the offset can move an edge at most to the border. */
export function clampView(view: CropView, width: number, height: number, side: number): CropView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom));
  const scale = scaleOf(width, height, side, zoom);
  const { w, h } = turnedSize(width, height, view.turns);
  const maxX = Math.max(0, (w * scale - side) / 2);
  const maxY = Math.max(0, (h * scale - side) / 2);
  const clamp = (v: number, m: number) => Math.min(m, Math.max(-m, v));
  return {
    zoom,
    x: clamp(view.x, maxX),
    y: clamp(view.y, maxY),
    turns: ((view.turns % 4) + 4) % 4,
  };
}

/**
 * Draws what the square shows onto a context of `out` x `out` pixels (the preview and the
 * uploaded 200 x 200 picture use the same drawing, so they cannot differ).
 */
export function drawView(
  ctx: CanvasRenderingContext2D,
  image: HTMLImageElement | HTMLCanvasElement,
  view: CropView,
  side: number,
  out: number,
) {
  const k = out / side;
  const scale = scaleOf(image.width, image.height, side, view.zoom) * k;
  ctx.save();
  ctx.clearRect(0, 0, out, out);
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(out / 2 + view.x * k, out / 2 + view.y * k);
  ctx.rotate((view.turns * Math.PI) / 2);
  ctx.scale(scale, scale);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  ctx.restore();
}
