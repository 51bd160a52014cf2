import { readEntryData, readZipEntries, ZipRejected } from '@oj/events/testdata';
import { PackageRejected, type PackageFiles } from './problem-package.ts';

/** What one uploaded archive may hold. */
export interface ArchiveLimits {
  /** Entries of any kind in the central directory. */
  maxEntries: number;
  /** Sum of the files' sizes, declared and real. */
  maxTotalBytes: number;
  maxFileBytes: number;
}

const MB = 1024 * 1024;
export const defaultArchiveLimits: ArchiveLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 512 * MB,
  maxFileBytes: 128 * MB,
};

/**
 * Every file of a zip, read only after the whole central directory passed: names that escape
 * (`..`, absolute, backslash), links and encrypted entries refuse the archive (the shared
 * reader); the declared sizes are summed and capped before anything is inflated, and each
 * entry is inflated at most to its declared size and must match it and its CRC, so a zip bomb
 * is refused without filling memory. Directories are left out.
 */
export const readArchive = (zip: Uint8Array, limits: ArchiveLimits = defaultArchiveLimits) => {
  try {
    const entries = readZipEntries(zip, limits.maxEntries).filter((e) => !e.isDirectory);
    let total = 0;
    const seen = new Set<string>();
    for (const e of entries) {
      if (seen.has(e.name)) throw new PackageRejected(`The zip has two entries named "${e.name}"`);
      seen.add(e.name);
      if (e.size > limits.maxFileBytes)
        throw new PackageRejected(
          `The file "${e.name}" is too large (at most ${Math.floor(limits.maxFileBytes / MB)} MB)`,
        );
      total += e.size;
      if (total > limits.maxTotalBytes)
        throw new PackageRejected(
          `The archive is too large once unpacked (at most ${Math.floor(limits.maxTotalBytes / MB)} MB)`,
        );
    }
    const files = new Map<string, Buffer>();
    // macOS adds resource forks beside every file; they are never part of a package.
    for (const e of entries)
      if (!e.name.startsWith('__MACOSX/') && !e.name.split('/').at(-1)!.startsWith('._'))
        files.set(e.name, readEntryData(zip, e));
    return files as PackageFiles;
  } catch (error) {
    if (error instanceof ZipRejected) throw new PackageRejected(error.message);
    throw error;
  }
};

/** The folder part of a path (`''` at the root). */
export const dirOf = (name: string) => name.slice(0, Math.max(0, name.lastIndexOf('/')));

/** The files under `dir/`, renamed relative to it. */
export const subtree = (files: PackageFiles, dir: string): PackageFiles => {
  if (dir === '') return files;
  const out = new Map<string, Buffer>();
  for (const [name, bytes] of files)
    if (name.startsWith(`${dir}/`)) out.set(name.slice(dir.length + 1), bytes);
  return out;
};
