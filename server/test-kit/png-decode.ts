import { inflateSync } from 'node:zlib';

/** Pixels of a decoded image, 4 bytes (RGBA) per pixel, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Decodes an 8-bit RGBA PNG with any of the five row filters: what a test (or an attacker)
 * needs to read the pixels a route serves, without an image library.
 */
export const decodePng = (png: Buffer): RgbaImage => {
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 6) throw new Error('only 8-bit RGBA PNGs are decoded');
    }
    if (type === 'IDAT') idat.push(data);
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? rgba[y * stride + i - 4]! : 0;
      const b = y > 0 ? rgba[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y > 0 ? rgba[(y - 1) * stride + i - 4]! : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter ?? 0] ?? 0;
      rgba[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predicted) & 255;
    }
  }
  return { width, height, rgba };
};
