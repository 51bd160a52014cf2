import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let userToken: string;

beforeAll(async () => {
  kit = await startProblemSite();
  userToken = await kit.userWithRole('plain', 'user');
});
afterAll(() => kit.close());

// The smallest real PNG: a 1x1 pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const upload = async (token: string | null, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${kit.site.url}/api/file/upload-carouse-img`, {
    method: 'POST',
    headers: token ? { Authorization: token } : {},
    body: form,
  });
  return (await res.json()) as { status: number; msg: string; data: { id: number; url: string } };
};

const list = async () =>
  (await kit.site.call<{ id: number; url: string }[]>('GET', '/api/home-carousel')).body.data;

describe('home carousel', () => {
  it('lets only the super admin upload and delete', async () => {
    expect((await upload(null, png, 'a.png')).status).toBe(401);
    expect(await upload(userToken, png, 'a.png')).toMatchObject({
      status: 403,
      msg: 'Sorry, you do not have permission for this operation',
    });
    const del = await kit.site.call('DELETE', '/api/admin/config/home-carousel?id=1', {
      token: userToken,
    });
    expect(del.body.status).toBe(403);
    expect(await list()).toEqual([]);
  });

  it('stores an uploaded picture under its content hash and serves it', async () => {
    const r = await upload(kit.rootToken, png, 'banner.png');
    expect(r).toMatchObject({ status: 200, msg: 'Upload successfully' });
    expect(r.data.url).toMatch(/^\/api\/public\/carousel\/[0-9a-f]{64}\.png$/);
    expect(await list()).toEqual([{ id: r.data.id, url: r.data.url, name: 'banner.png' }]);
    const file = await fetch(kit.site.url + r.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const stored = fs.readFileSync(path.join(kit.dataDir, 'carousel', path.basename(r.data.url)));
    expect(Buffer.from(await file.arrayBuffer()).equals(stored)).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a text file named .png and a picture over 2 MB', async () => {
    expect(await upload(kit.rootToken, Buffer.from('not a picture at all'), 'x.png')).toMatchObject(
      { status: 400, msg: 'File type not support' },
    );
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await upload(kit.rootToken, big, 'big.png')).toMatchObject({
      status: 400,
      msg: 'Exceed max size limit',
    });
    expect(await list()).toHaveLength(1);
  });

  it('decodes every picture: refuses one declaring too many pixels, stores at most 2048 wide', async () => {
    // A PNG header declaring 9000 x 9000 pixels, with no pixel data behind it.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(9000, 16);
    bomb.writeUInt32BE(9000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    expect(await upload(kit.rootToken, bomb, 'bomb.png')).toMatchObject({
      status: 400,
      msg: 'The picture can be at most 4096 x 4096 pixels',
    });
    const wide = await sharp({
      create: { width: 3000, height: 300, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const r = await upload(kit.rootToken, wide, 'wide.png');
    expect(r.status, r.msg).toBe(200);
    const stored = path.join(kit.dataDir, 'carousel', path.basename(r.data.url));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 2048, height: 205 });
    const remove = await kit.site.call(
      'DELETE',
      `/api/admin/config/home-carousel?id=${r.data.id}`,
      {
        token: kit.rootToken,
      },
    );
    expect(remove.body.status).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });

  it('deletes an entry, and its file once no other entry shows the same picture', async () => {
    const second = await upload(kit.rootToken, png, 'again.png');
    const [first] = await list();
    expect(second.data.url).toBe(first!.url);
    const remove = (id: number) =>
      kit.site.call('DELETE', `/api/admin/config/home-carousel?id=${id}`, {
        token: kit.rootToken,
      });
    expect((await remove(first!.id)).body.status).toBe(200);
    expect((await fetch(kit.site.url + first!.url)).status).toBe(200);
    expect((await remove(second.data.id)).body.status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await fetch(kit.site.url + first!.url)).status).toBe(404);
    expect((await remove(second.data.id)).body).toMatchObject({
      status: 404,
      msg: 'The image does not exist',
    });
  });
});
