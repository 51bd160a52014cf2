import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { defaultZipLimits, extractTestCaseZip, type ZipLimits } from './test-case-zip.ts';
import { readCaseSet } from './case-set.ts';
import { pathOf, sha256 } from './store.ts';

let parent: string;
let root: string;
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-zip-'));
  root = path.join(parent, 'store');
});
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

const zip = (files: Record<string, string | Zippable[string]>) =>
  zipSync(
    Object.fromEntries<Zippable[string]>(
      Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v]),
    ),
  );

/** Everything written anywhere under the temp folder: what a rejected zip must leave empty. */
const written = () => fs.readdirSync(parent, { recursive: true }).map(String);

const rejects = async (bytes: Uint8Array, message: string | RegExp, limits?: ZipLimits) => {
  await expect(extractTestCaseZip(root, bytes, limits)).rejects.toThrow(message);
  expect(written()).toEqual([]);
};

describe('extractTestCaseZip', () => {
  it('pairs root files, sorts 2 before 10, treats a missing output as empty and ignores the rest', async () => {
    const { cases, dirKey } = await extractTestCaseZip(
      root,
      zip({
        '10.in': 'ten',
        '10.out': 'TEN',
        '2.in': 'two',
        '2.ans': 'TWO',
        '1.in': 'one',
        'readme.md': 'ignored',
        'sub/3.in': 'ignored',
        '.hidden.in': 'ignored',
        'input1.txt': 'i1',
        'output1.txt': 'o1',
        'orphan.out': 'ignored',
      }),
    );
    expect(cases.map((c) => [c.index, c.inputName, c.outputName, c.outputSize])).toEqual([
      [1, '1.in', '1.out', 0],
      [2, '2.in', '2.ans', 3],
      [3, '10.in', '10.out', 3],
      [4, 'input1.txt', 'output1.txt', 2],
    ]);
    expect(cases[2]).toMatchObject({ inputHash: sha256('ten'), outputHash: sha256('TEN') });
    expect(cases[0]!.outputHash).toBe(sha256(''));
    expect(fs.readFileSync(pathOf(root, sha256('TWO')), 'utf8')).toBe('TWO');
    expect(await readCaseSet(root, dirKey)).toEqual(cases);
  });

  it('answers the same key for the same zip and stores each content once', async () => {
    const bytes = zip({ '1.in': 'same', '1.out': 'same' });
    const a = await extractTestCaseZip(root, bytes);
    const b = await extractTestCaseZip(root, bytes);
    expect(b.dirKey).toBe(a.dirKey);
    expect(fs.readdirSync(path.join(root, 'objects'), { recursive: true })).toHaveLength(2);
  });

  it.each([
    ['a parent segment', '../evil.in', /outside the archive/],
    ['a nested parent segment', 'a/../../evil.in', /outside the archive/],
    ['an absolute path', '/etc/evil.in', /absolute path/],
    ['a drive letter', 'C:/evil.in', /absolute path/],
    ['a backslash', '..\\evil.in', /backslash/],
  ])('rejects the whole zip for an entry with %s and writes nothing', async (_what, name, msg) => {
    await rejects(zip({ '1.in': '1', '1.out': '1', [name]: 'x' }), msg);
    expect(fs.existsSync(path.join(parent, 'evil.in'))).toBe(false);
    expect(fs.existsSync(path.join(os.tmpdir(), 'evil.in'))).toBe(false);
  });

  it('rejects a symbolic link entry', async () => {
    const link = [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] as const;
    await rejects(
      zip({ '1.in': '1', '1.out': link as unknown as Zippable[string] }),
      /symbolic link/,
    );
  });

  it('refuses a zip bomb by its declared size before inflating it', async () => {
    const bomb = zip({ '1.in': '1', '1.out': new Uint8Array(defaultZipLimits.maxFileBytes + 1) });
    expect(bomb.length).toBeLessThan(200_000);
    await rejects(bomb, 'The file "1.out" is too large (at most 64 MB)');
  });

  it('refuses an entry whose real size exceeds the size its header declares', async () => {
    const bytes = zip({ '1.in': new Uint8Array(100_000) });
    // Lie in both headers: claim 10 bytes (and the CRC stays that of the real content).
    const v = new DataView(bytes.buffer);
    for (let i = 0; i < bytes.length - 4; i++) {
      const sig = v.getUint32(i, true);
      if (sig === 0x04034b50) v.setUint32(i + 22, 10, true);
      if (sig === 0x02014b50) v.setUint32(i + 24, 10, true);
    }
    await rejects(bytes, 'The entry "1.in" is larger than its declared size');
  });

  it('enforces the total size and the number of cases', async () => {
    const small = { ...defaultZipLimits, maxTotalBytes: 10, maxCases: 2 };
    await rejects(zip({ '1.in': '123456', '1.out': '123456' }), /at most 0 MB in total/, small);
    await rejects(zip({ '1.in': '', '2.in': '', '3.in': '' }), /too many test cases/, small);
  });

  it('refuses damaged, empty and non-zip uploads with clear messages', async () => {
    await rejects(strToU8('not a zip at all, really'), 'The file is not a valid zip archive');
    await rejects(zip({ 'readme.txt': 'x' }), /contains no test cases/);
    const bytes = zipSync({ '1.in': [strToU8('hello'), { level: 0 }] });
    bytes[bytes.indexOf(strToU8('hello')[0]!, 30)]! ^= 1;
    await rejects(bytes, /CRC mismatch/);
  });
});

describe('readCaseSet', () => {
  it('answers undefined for a malformed or unknown key', async () => {
    expect(await readCaseSet(root, '../../etc/passwd')).toBeUndefined();
    expect(await readCaseSet(root, 'a'.repeat(64))).toBeUndefined();
  });
});
