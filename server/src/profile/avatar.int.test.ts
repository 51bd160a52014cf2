import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/index.ts';
import { detectImage } from '../infra/images.ts';

let ps: Awaited<ReturnType<typeof startProblemSite>>;
let token: string;

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ps = await startProblemSite();
  // These tests upload more than a person does in a minute; the limits have their own tests.
  ps.site.deps.imageUploads = { perMinute: 100 };
  await ps.site.register('avataruser');
  token = (await ps.site.login('avataruser')).token;
});
afterAll(() => ps?.close());

type Answer = { status: number; msg: string; data: { avatar: string; username: string } | null };
const upload = async (bytes: Uint8Array, name: string, auth: string | null = token) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${ps.site.url}/api/file/upload-avatar`, {
    method: 'POST',
    headers: auth ? { Authorization: auth } : {},
    body: form,
  });
  return (await res.json()) as Answer;
};

describe('POST /api/file/upload-avatar', () => {
  it('stores a PNG under its content hash, serves it cached, and sets the avatar', async () => {
    const r = await upload(png, 'me.png');
    expect(r.status, r.msg).toBe(200);
    expect(r.data!.avatar).toMatch(/^\/api\/public\/avatar\/[0-9a-f]{64}\.png$/);
    const file = path.join(ps.dataDir, 'avatars', path.basename(r.data!.avatar));
    // Stored as decoded and encoded again (avatar-upload.int.test.ts): the same one pixel.
    const stored = fs.readFileSync(file);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(path.basename(file, '.png')).toBe(createHash('sha256').update(stored).digest('hex'));

    const served = await fetch(ps.site.url + r.data!.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);

    const home = await ps.site.call<{ avatar: string }>(
      'GET',
      '/api/get-user-home-info?username=avataruser',
    );
    expect(home.body.data.avatar).toBe(r.data!.avatar);
    const login = await ps.site.call<{ avatar: string }>('POST', '/api/login', {
      body: { username: 'avataruser', password: 'secret123' },
    });
    expect(login.body.data.avatar).toBe(r.data!.avatar);
  });

  it('refuses a text file named like a picture, and a picture with another extension', async () => {
    expect(await upload(Buffer.from('hello, I am text'), 'x.png')).toMatchObject({
      status: 400,
      msg: 'File type not support',
    });
    expect(await upload(png, 'x.txt')).toMatchObject({
      status: 400,
      msg: 'File type not support',
    });
  });

  it('refuses more than 2 MB, and anonymous uploads', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2_097_152 - png.length + 1)]);
    expect(await upload(big, 'big.png')).toMatchObject({
      status: 400,
      msg: 'Exceed max size limit',
    });
    // Exactly 2 MB is allowed.
    const limit = Buffer.concat([png, Buffer.alloc(2_097_152 - png.length)]);
    expect((await upload(limit, 'limit.png')).status).toBe(200);
    expect(await upload(png, 'me.png', null)).toMatchObject({ status: 401 });
  });

  it('an unknown avatar file is a 404, not the web app', async () => {
    const r = await fetch(`${ps.site.url}/api/public/avatar/${'0'.repeat(64)}.png`);
    expect(r.status).toBe(404);
  });
});

describe('picture detection', () => {
  it('knows the five types by their first bytes and nothing else', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
    const bmp = Buffer.alloc(64);
    bmp.write('BM');
    bmp.writeUInt32LE(54, 10);
    expect(detectImage(png)).toBe('png');
    expect(detectImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpg');
    expect(detectImage(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(detectImage(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectImage(bmp)).toBe('bmp');
    expect(detectImage(bytes('BM is a fine start for text'))).toBeUndefined();
    expect(detectImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImage(new Uint8Array())).toBeUndefined();
  });
});
