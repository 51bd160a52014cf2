import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeUnreferencedImage, storeImage } from './images.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-images-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const bytes = Buffer.from('pretend these are the bytes of a picture');
const unused = () => Promise.resolve(false);

describe('removeUnreferencedImage', () => {
  it('removes a stored picture nothing references, and keeps a referenced one', async () => {
    const name = `${await storeImage(dir, bytes, 'png')}.png`;
    expect(await removeUnreferencedImage(dir, name, () => Promise.resolve(true))).toBe(false);
    expect(fs.existsSync(path.join(dir, name))).toBe(true);
    expect(await removeUnreferencedImage(dir, name, unused)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('writes the file back when a reference appears while it is being removed', async () => {
    const name = `${await storeImage(dir, bytes, 'png')}.png`;
    let asked = 0;
    const referencedOnSecondLook = () => Promise.resolve(++asked > 1);
    expect(await removeUnreferencedImage(dir, name, referencedOnSecondLook)).toBe(false);
    expect(fs.readFileSync(path.join(dir, name))).toEqual(bytes);
  });

  it('touches only names the store makes, whose content still has that hash', async () => {
    const outside = path.join(dir, '..', `${path.basename(dir)}-outside.png`);
    fs.writeFileSync(outside, bytes);
    try {
      expect(await removeUnreferencedImage(dir, `../${path.basename(outside)}`, unused)).toBe(
        false,
      );
      expect(fs.existsSync(outside)).toBe(true);
    } finally {
      fs.rmSync(outside, { force: true });
    }
    fs.writeFileSync(path.join(dir, 'notes.png'), bytes);
    expect(await removeUnreferencedImage(dir, 'notes.png', unused)).toBe(false);
    const wrongHash = `${createHash('sha256').update('other').digest('hex')}.png`;
    fs.writeFileSync(path.join(dir, wrongHash), bytes);
    expect(await removeUnreferencedImage(dir, wrongHash, unused)).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual([wrongHash, 'notes.png'].sort());
    expect(await removeUnreferencedImage(dir, `${'0'.repeat(64)}.svg`, unused)).toBe(false);
  });
});
