import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { hasFile, pathOf, putFile, readStoredFile, sha256, testDataRoot } from './store.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-store-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('stores a file under objects/<2 hex>/<sha256> and answers its hash', async () => {
  const hash = await putFile(root, 'hello\n');
  expect(hash).toBe(sha256('hello\n'));
  expect(pathOf(root, hash)).toBe(path.join(root, 'objects', hash.slice(0, 2), hash));
  expect((await readStoredFile(root, hash)).toString()).toBe('hello\n');
  expect(await hasFile(root, hash)).toBe(true);
});

it('writes the same content once and leaves no temporary files', async () => {
  await Promise.all([putFile(root, 'x'), putFile(root, 'x'), putFile(root, 'x')]);
  const files = fs.readdirSync(path.join(root, 'objects'), { recursive: true }).map(String);
  expect(files.sort()).toEqual([
    sha256('x').slice(0, 2),
    path.join(sha256('x').slice(0, 2), sha256('x')),
  ]);
});

it('refuses anything but a sha256 hex as a hash', () => {
  expect(() => pathOf(root, '../../etc/passwd')).toThrow('not a content hash');
  expect(() => pathOf(root, 'A'.repeat(64))).toThrow('not a content hash');
});

it('keeps the store under DATA_DIR/testdata by default', () => {
  expect(testDataRoot('/srv/oj')).toBe(path.join('/srv/oj', 'testdata'));
});
