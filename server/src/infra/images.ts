import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '@oj/events/infra';

/** Every picture upload of the spec (avatars, carousel) is at most 2 MB. */
export const maxImageBytes = 2_097_152;
/** The picture types the spec allows by name (spec 3, Avatar). */
export const imageExtensions = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;

export type ImageKind = 'gif' | 'jpg' | 'png' | 'bmp' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The picture type by its first bytes, never by the file name: a text file named x.png is not
 * a picture, and SVG is refused (it can carry script). Undefined for anything else.
 */
export const detectImage = (bytes: Uint8Array): ImageKind | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // "BM" alone is two letters of text; a real bitmap also has its pixel offset inside the file.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const offset = view.getUint32(10, true);
    if (offset >= 26 && offset < bytes.length) return 'bmp';
  }
  return undefined;
};

/** The extension of an uploaded file's name must be one of the picture types too. */
export const hasImageExtension = (name: string) =>
  (imageExtensions as readonly string[]).includes(path.extname(name).slice(1).toLowerCase());

/**
 * Stores `bytes` as `<sha256>.<ext>` in `dir` (one copy per content; a name never changes
 * content, so it may be cached for good) and answers the hash. Written with `writeFileAtomic`,
 * so a reader never sees half a file and a full disk leaves none behind.
 */
export const storeByHash = async (dir: string, bytes: Uint8Array, ext: string) => {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const target = path.join(dir, `${hash}.${ext}`);
  await fs.mkdir(dir, { recursive: true });
  const exists = await fs.access(target).then(
    () => true,
    () => false,
  );
  if (!exists) await writeFileAtomic(target, bytes);
  return hash;
};

/** A picture, stored by `storeByHash` under its kind's extension. */
export const storeImage = (dir: string, bytes: Uint8Array, kind: ImageKind) =>
  storeByHash(dir, bytes, kind);

/** A name `storeImage` makes: the sha256 of the content and a picture extension. */
const generatedName = /^([0-9a-f]{64})\.(gif|jpg|png|bmp|webp)$/;

/**
 * Removes the picture `name` from `dir` when `inUse()` finds no reference to it any more, and
 * answers whether it did. Only a name `storeImage` makes whose content still has that hash is
 * ever removed, so a caller cannot be talked into deleting anything else. An upload of the
 * same picture may be recording its reference right now: the bytes are kept, and if a reference
 * has appeared once the file is gone, the file is written back. The uploader stores its file
 * once more after its reference is visible, which covers the other order.
 */
export const removeUnreferencedImage = async (
  dir: string,
  name: string,
  inUse: () => Promise<boolean>,
): Promise<boolean> => {
  const match = generatedName.exec(name);
  if (!match || (await inUse())) return false;
  const target = path.join(dir, name);
  const bytes = await fs.readFile(target).catch(() => undefined);
  if (!bytes || createHash('sha256').update(bytes).digest('hex') !== match[1]) return false;
  await fs.rm(target, { force: true });
  if (!(await inUse())) return true;
  await storeImage(dir, bytes, match[2] as ImageKind);
  return false;
};
