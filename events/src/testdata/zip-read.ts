import zlib from 'node:zlib';

/** A zip the server refuses; the message is shown to the uploader as it is. */
export class ZipRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRejected';
  }
}

/** One entry of the central directory, after the safety checks. */
export interface ZipEntry {
  name: string;
  isDirectory: boolean;
  method: number;
  compressedSize: number;
  /** Declared uncompressed size; the real inflated size is checked against it. */
  size: number;
  crc: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

const findEnd = (zip: Uint8Array): number => {
  const v = view(zip);
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let i = zip.length - 22; i >= lowest; i--) if (v.getUint32(i, true) === EOCD) return i;
  throw new ZipRejected('The file is not a valid zip archive');
};

/**
 * Why an entry name must not be extracted anywhere, or undefined when it is harmless. Names are
 * never used as paths here (files are stored by hash), but a zip carrying such a name is hostile
 * or broken, and is refused whole rather than half-used.
 */
export const unsafeNameReason = (name: string): string | undefined => {
  if (name.length === 0) return 'an entry has an empty name';
  if (name.includes('\0')) return `the entry name "${name}" contains a NUL byte`;
  if (name.includes('\\')) return `the entry name "${name}" contains a backslash`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
    return `the entry "${name}" has an absolute path`;
  if (name.split('/').includes('..')) return `the entry "${name}" points outside the archive (..)`;
  return undefined;
};

const decoder = new TextDecoder('utf-8');

const readCentralEntry = (zip: Uint8Array, at: number): { entry: ZipEntry; next: number } => {
  const v = view(zip);
  if (at + 46 > zip.length || v.getUint32(at, true) !== CENTRAL)
    throw new ZipRejected('The zip archive is damaged (bad central directory)');
  const madeBy = v.getUint16(at + 4, true);
  const flags = v.getUint16(at + 8, true);
  const method = v.getUint16(at + 10, true);
  const compressedSize = v.getUint32(at + 20, true);
  const size = v.getUint32(at + 24, true);
  const nameLength = v.getUint16(at + 28, true);
  const next = at + 46 + nameLength + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
  if (next > zip.length) throw new ZipRejected('The zip archive is damaged (truncated)');
  const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
  const unsafe = unsafeNameReason(name);
  if (unsafe) throw new ZipRejected(`The zip was rejected: ${unsafe}`);
  const unixMode = v.getUint32(at + 38, true) >>> 16;
  // Unix (3) and macOS (19) hosts keep the file type in the high half of the attributes.
  if ([3, 19].includes(madeBy >> 8) && (unixMode & S_IFMT) === S_IFLNK)
    throw new ZipRejected(`The zip was rejected: the entry "${name}" is a symbolic link`);
  if (flags & 1) throw new ZipRejected(`The zip was rejected: the entry "${name}" is encrypted`);
  if (compressedSize === 0xffffffff || size === 0xffffffff)
    throw new ZipRejected('ZIP64 archives are not supported');
  const isDirectory = name.endsWith('/');
  if (!isDirectory && method !== 0 && method !== 8)
    throw new ZipRejected(`The entry "${name}" uses an unsupported compression method`);
  const entry = {
    name,
    isDirectory,
    method,
    compressedSize,
    size,
    crc: v.getUint32(at + 16, true),
    localOffset: v.getUint32(at + 42, true),
  };
  return { entry, next };
};

/** Every entry of the archive, each checked: no escaping names, no links, no encryption. */
export const readZipEntries = (zip: Uint8Array, maxEntries: number): ZipEntry[] => {
  if (zip.length < 22) throw new ZipRejected('The file is not a valid zip archive');
  const end = findEnd(zip);
  const v = view(zip);
  const count = v.getUint16(end + 10, true);
  const offset = v.getUint32(end + 16, true);
  if (v.getUint16(end + 4, true) !== 0 || v.getUint16(end + 6, true) !== 0)
    throw new ZipRejected('Multi-part zip archives are not supported');
  if (count === 0xffff || offset === 0xffffffff)
    throw new ZipRejected('ZIP64 archives are not supported');
  if (count > maxEntries)
    throw new ZipRejected(`The zip has too many entries (at most ${maxEntries})`);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    const { entry, next } = readCentralEntry(zip, at);
    entries.push(entry);
    at = next;
  }
  return entries;
};

const inflate = (data: Uint8Array, entry: ZipEntry): Buffer => {
  if (entry.method === 0) return Buffer.from(data);
  try {
    // The cap is the declared size: a lying header cannot make us inflate more than it claims.
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ZipRejected(`The entry "${entry.name}" is larger than its declared size`);
    throw new ZipRejected(`The entry "${entry.name}" is damaged and cannot be decompressed`);
  }
};

/** The content of one entry, checked against its declared size and CRC. */
export const readEntryData = (zip: Uint8Array, entry: ZipEntry): Buffer => {
  const v = view(zip);
  const at = entry.localOffset;
  if (at + 30 > zip.length || v.getUint32(at, true) !== LOCAL)
    throw new ZipRejected(`The zip archive is damaged (entry "${entry.name}")`);
  const start = at + 30 + v.getUint16(at + 26, true) + v.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new ZipRejected(`The zip archive is truncated ("${entry.name}")`);
  const content = inflate(zip.subarray(start, end), entry);
  if (content.length !== entry.size)
    throw new ZipRejected(`The entry "${entry.name}" does not match its declared size`);
  if (zlib.crc32(content) !== entry.crc)
    throw new ZipRejected(`The entry "${entry.name}" is damaged (CRC mismatch)`);
  return content;
};
