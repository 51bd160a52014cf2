import { decode as decodeBmp } from 'bmp-ts';
import sharp, { type Sharp } from 'sharp';
import type { ImageKind } from './images.ts';

/** Why a picture was refused: it declares too many pixels, or it is not a picture we can read. */
export type ImageRefusal = 'tooLarge' | 'unreadable';

/** A picture that is not stored; the route maps `reason` to the user's message. */
export class ImageRefusedError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`picture refused: ${reason}`);
    this.name = 'ImageRefusedError';
  }
}

/** What `reencodeImage` keeps: at most `maxInputSide` pixels a side in, `maxSide` out. */
export interface ReencodeLimits {
  maxInputSide: number;
  maxSide: number;
}

/** The size a BMP declares, read from its info header (bmp-ts decodes everything at once). */
const bmpSize = (bytes: Buffer) => {
  // BITMAPINFOHEADER (40 bytes) or later; bmp-ts refuses the 12-byte OS/2 header anyway.
  if (bytes.length < 26 || bytes.readUInt32LE(14) < 40) return undefined;
  return { width: bytes.readInt32LE(18), height: Math.abs(bytes.readInt32LE(22)) };
};

const declaredSize = async (bytes: Buffer, kind: ImageKind) => {
  if (kind === 'bmp') return bmpSize(bytes);
  // Header only: no pixel is decoded here, whatever size the picture claims.
  const meta = await sharp(bytes).metadata();
  return { width: meta.width, height: meta.height };
};

/** A decoder for the pixels; BMP (which libvips does not read) through bmp-ts as raw RGBA. */
const decoder = (bytes: Buffer, kind: ImageKind, pixelLimit: number): Sharp => {
  if (kind !== 'bmp') return sharp(bytes, { limitInputPixels: pixelLimit, autoOrient: true });
  const bmp = decodeBmp(bytes, { toRGBA: true });
  // bmp-ts leaves alpha at 0 for most bit depths: treat every BMP as opaque.
  return sharp(bmp.data, {
    raw: { width: bmp.width, height: bmp.height, channels: 4 },
    limitInputPixels: pixelLimit,
  }).removeAlpha();
};

/** Every kind is written back as itself, except BMP (libvips cannot write it) as PNG. */
const encode = (image: Sharp, kind: ImageKind): { image: Sharp; kind: ImageKind } => {
  switch (kind) {
    case 'png':
    case 'bmp':
      return { image: image.png(), kind: 'png' };
    case 'jpg':
      return { image: image.jpeg({ quality: 85, mozjpeg: true }), kind: 'jpg' };
    case 'webp':
      return { image: image.webp({ quality: 85 }), kind: 'webp' };
    case 'gif':
      // Only the first frame is decoded (sharp's default), so the stored GIF is still.
      return { image: image.gif(), kind: 'gif' };
    default:
      return kind satisfies never;
  }
};

/**
 * Decodes an uploaded picture and encodes it again, at most `maxSide` pixels a side. The size
 * it declares is checked first, from the header alone, so an image bomb (a small file claiming
 * 12000 x 12000 pixels) is refused before any pixel is decoded; sharp's `limitInputPixels`
 * backs that up should a header lie. The new file carries no metadata (EXIF, GPS, text
 * chunks) and nothing that was appended after the picture data. Throws `ImageRefusedError`.
 */
export const reencodeImage = async (
  bytes: Buffer,
  kind: ImageKind,
  limits: ReencodeLimits,
): Promise<{ bytes: Buffer; kind: ImageKind; width: number; height: number }> => {
  const side = limits.maxInputSide;
  const size = await declaredSize(bytes, kind).catch(() => undefined);
  if (!size?.width || !size.height || size.width < 0) throw new ImageRefusedError('unreadable');
  if (size.width > side || size.height > side) throw new ImageRefusedError('tooLarge');
  try {
    const resized = decoder(bytes, kind, side * side).resize({
      width: limits.maxSide,
      height: limits.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const out = encode(resized, kind);
    const { data, info } = await out.image.toBuffer({ resolveWithObject: true });
    return { bytes: data, kind: out.kind, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageRefusedError('tooLarge');
    throw new ImageRefusedError('unreadable');
  }
};
