import { putNewFile, removeFiles } from './store.ts';
import { readEntryData, readZipEntries, ZipRejected, type ZipEntry } from './zip-read.ts';
import { saveCaseSet, type StoredCase } from './case-set.ts';

export interface ZipLimits {
  maxCases: number;
  /** Sum of the extracted files, declared and real. */
  maxTotalBytes: number;
  maxFileBytes: number;
  /** Entries of any kind in the central directory (bounds the parsing work). */
  maxEntries: number;
}

const MB = 1024 * 1024;
export const defaultZipLimits: ZipLimits = {
  maxCases: 1000,
  maxTotalBytes: 256 * MB,
  maxFileBytes: 64 * MB,
  maxEntries: 10_000,
};

interface PlannedCase {
  key: string;
  input: ZipEntry;
  output: ZipEntry | undefined;
  outputName: string;
}

/** Cases sort by base-name length, then lexically, so `2` comes before `10`. */
export const compareCaseKeys = (a: string, b: string): number =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The test-case pairs at the zip root (JUDGING.md, "Test data"); other files are ignored. */
export const planCases = (entries: ZipEntry[]): PlannedCase[] => {
  const files = new Map<string, ZipEntry>();
  for (const e of entries) {
    if (files.has(e.name)) throw new ZipRejected(`The zip has two entries named "${e.name}"`);
    if (!e.isDirectory && !e.name.includes('/') && !e.name.startsWith('.')) files.set(e.name, e);
  }
  const planned: PlannedCase[] = [];
  for (const [name, input] of files) {
    const io = /^(.+)\.in$/.exec(name);
    if (io) {
      const key = io[1]!;
      const output = files.get(`${key}.out`) ?? files.get(`${key}.ans`);
      planned.push({ key, input, output, outputName: output?.name ?? `${key}.out` });
      continue;
    }
    const txt = /^(.*)input(.*)\.txt$/.exec(name);
    if (txt) {
      const outputName = `${txt[1]}output${txt[2]}.txt`;
      planned.push({ key: name.slice(0, -4), input, output: files.get(outputName), outputName });
    }
  }
  return planned.sort((a, b) => compareCaseKeys(a.key, b.key));
};

const checkLimits = (cases: PlannedCase[], limits: ZipLimits) => {
  if (cases.length === 0)
    throw new ZipRejected(
      'The zip contains no test cases: put pairs like 1.in / 1.out at the root of the zip',
    );
  if (cases.length > limits.maxCases)
    throw new ZipRejected(`The zip has too many test cases (at most ${limits.maxCases})`);
  let total = 0;
  const maxFileMb = Math.floor(limits.maxFileBytes / MB);
  for (const c of cases)
    for (const e of [c.input, c.output]) {
      if (!e) continue;
      if (e.size > limits.maxFileBytes)
        throw new ZipRejected(`The file "${e.name}" is too large (at most ${maxFileMb} MB)`);
      total += e.size;
    }
  if (total > limits.maxTotalBytes)
    throw new ZipRejected(
      `The test data is too large (at most ${Math.floor(limits.maxTotalBytes / MB)} MB in total)`,
    );
};

/**
 * Extracts the test cases of a zip into the content store and records the set under a key
 * (`dirKey`, the hash of its manifest) that a later save passes back. Every entry is checked
 * before anything is written; declared sizes are bounded before inflating and the real sizes
 * must equal them, so a zip bomb is refused without filling memory or disk. When a write fails
 * (a full disk), the files this upload added are removed: no set refers to them.
 */
export const extractTestCaseZip = async (
  root: string,
  zip: Uint8Array,
  limits: ZipLimits = defaultZipLimits,
): Promise<{ cases: StoredCase[]; dirKey: string }> => {
  const planned = planCases(readZipEntries(zip, limits.maxEntries));
  checkLimits(planned, limits);
  const cases: StoredCase[] = [];
  const added: string[] = [];
  try {
    for (const [i, c] of planned.entries()) {
      const input = readEntryData(zip, c.input);
      const output = c.output ? readEntryData(zip, c.output) : Buffer.alloc(0);
      cases.push({
        index: i + 1,
        inputName: c.input.name,
        outputName: c.outputName,
        inputHash: await putNewFile(root, input, added),
        outputHash: await putNewFile(root, output, added),
        inputSize: input.length,
        outputSize: output.length,
      });
    }
    return { cases, dirKey: await saveCaseSet(root, cases) };
  } catch (error) {
    await removeFiles(root, added);
    throw error;
  }
};
