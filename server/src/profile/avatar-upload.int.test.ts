import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/index.ts';

let ps: Awaited<ReturnType<typeof startProblemSite>>;
const avatars = () => path.join(ps.dataDir, 'avatars');
const files = () => (fs.existsSync(avatars()) ? fs.readdirSync(avatars()).sort() : []);
const fileOf = (url: string) => path.join(avatars(), path.basename(url));

// Every test gets its own users, so the per-user limits of one never touch another.
let users = 0;
const newUser = async () => {
  const name = `upl${++users}`;
  await ps.site.register(name);
  return (await ps.site.login(name)).token;
};

beforeAll(async () => {
  ps = await startProblemSite();
});
afterEach(() => {
  ps.site.deps.imageUploads = {};
});
afterAll(() => ps?.close());

type Answer = { status: number; msg: string; data: { avatar: string } | null };
const upload = async (token: string, bytes: Uint8Array, name = 'me.png') => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${ps.site.url}/api/file/upload-avatar`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const body = (await res.json()) as Answer;
  expect(res.status, body.msg).toBe(body.status);
  return body;
};

/** A solid picture of the given size and colour (different colours: different files). */
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([head, body, tail]);
};

/** An image bomb: a well-formed PNG header declaring side x side grey pixels, and a small IDAT. */
const pngBomb = (side: number) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const rows = zlib.deflateSync(Buffer.alloc((side + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('avatar uploads are decoded, bounded and cleaned up', () => {
  it('refuses a PNG declaring 12000 x 12000 pixels and writes nothing', async () => {
    const token = await newUser();
    const bomb = pngBomb(12_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = files();
    expect(await upload(token, bomb, 'bomb.png')).toMatchObject({
      status: 400,
      msg: 'The picture can be at most 4096 x 4096 pixels',
      data: null,
    });
    expect(files()).toEqual(before);
    // A header-only PNG is not a picture either.
    expect(await upload(token, bomb.subarray(0, 33), 'head.png')).toMatchObject({
      status: 400,
      msg: 'The picture is damaged or cannot be read',
    });
    expect(files()).toEqual(before);
  });

  it('stores a re-encoded picture of at most 512 x 512, without metadata or trailing bytes', async () => {
    const token = await newUser();
    const photo = await sharp({
      create: { width: 1500, height: 1000, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'EXIF-SECRET-42' } })
      .toBuffer();
    const smuggled = Buffer.concat([photo, Buffer.from('<?php SMUGGLED-PAYLOAD ?>')]);
    const r = await upload(token, smuggled, 'photo.jpg');
    expect(r.status, r.msg).toBe(200);
    expect(r.data!.avatar).toMatch(/^\/api\/public\/avatar\/[0-9a-f]{64}\.jpg$/);
    const stored = fs.readFileSync(fileOf(r.data!.avatar));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 341 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('EXIF-SECRET-42')).toBe(false);
    expect(stored.includes('SMUGGLED-PAYLOAD')).toBe(false);

    // A small picture keeps its size (never enlarged) but is still written anew.
    const small = await picture(40, 30, '#ff0000');
    const again = await upload(token, Buffer.concat([small, Buffer.from('tail')]), 'small.png');
    const kept = fs.readFileSync(fileOf(again.data!.avatar));
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(kept.includes('tail')).toBe(false);

    // libvips reads no BMP: bmp-ts decodes it, and it is stored as a PNG.
    const bmp = encodeBmp({ width: 600, height: 60, data: Buffer.alloc(600 * 60 * 4, 0x80) }).data;
    const fromBmp = await upload(token, bmp, 'old.bmp');
    expect(fromBmp.data!.avatar).toMatch(/\.png$/);
    expect(await sharp(fileOf(fromBmp.data!.avatar)).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 51,
    });
  });

  it('answers 429 with the wait past the per-minute limit, and stores nothing', async () => {
    ps.site.deps.imageUploads = { perMinute: 2 };
    const token = await newUser();
    const other = await newUser();
    expect((await upload(token, await picture(8, 8, '#010101'))).status).toBe(200);
    expect((await upload(token, Buffer.from('not a picture'), 'x.png')).status).toBe(400);
    const before = files();
    const refused = await upload(token, await picture(8, 8, '#020202'));
    expect(refused).toMatchObject({ status: 429, data: null });
    expect(refused.msg).toMatch(/^Uploading too fast, please wait (\d+) seconds$/);
    const seconds = Number(/(\d+) seconds/.exec(refused.msg)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(files()).toEqual(before);
    // The limit is per user.
    expect((await upload(other, await picture(8, 8, '#030303'))).status).toBe(200);
  });

  it('removes the previous avatar file unless another user still shows it', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const first = await upload(alice, await picture(20, 20, '#aa0000'));
    expect(fs.existsSync(fileOf(first.data!.avatar))).toBe(true);
    const second = await upload(alice, await picture(20, 20, '#00aa00'));
    expect(fs.existsSync(fileOf(second.data!.avatar))).toBe(true);
    expect(fs.existsSync(fileOf(first.data!.avatar))).toBe(false);
    expect((await fetch(ps.site.url + first.data!.avatar)).status).toBe(404);

    // Bob shows the same picture as Alice: one file, kept while either of them shows it.
    const shared = await upload(bob, await picture(20, 20, '#00aa00'));
    expect(shared.data!.avatar).toBe(second.data!.avatar);
    const third = await upload(alice, await picture(20, 20, '#0000aa'));
    expect(fs.existsSync(fileOf(second.data!.avatar))).toBe(true);
    expect((await fetch(ps.site.url + second.data!.avatar)).status).toBe(200);
    await upload(bob, await picture(20, 20, '#0000aa'));
    expect(fs.existsSync(fileOf(second.data!.avatar))).toBe(false);
    expect(fs.existsSync(fileOf(third.data!.avatar))).toBe(true);

    // Uploading the picture one already shows keeps it.
    await upload(bob, await picture(20, 20, '#0000aa'));
    expect(fs.existsSync(fileOf(third.data!.avatar))).toBe(true);
  });

  it('refuses uploads past the daily allowance of uploads or of bytes', async () => {
    ps.site.deps.imageUploads = { perMinute: 100, perDay: 2 };
    const token = await newUser();
    const a = await upload(token, await picture(10, 10, '#111111'));
    const size = fs.statSync(fileOf(a.data!.avatar)).size;
    expect((await upload(token, await picture(10, 10, '#222222'))).status).toBe(200);
    const before = files();
    expect(await upload(token, await picture(10, 10, '#333333'))).toMatchObject({
      status: 429,
      msg: 'You have reached the upload limit for today, please try again tomorrow',
      data: null,
    });
    expect(files()).toEqual(before);
    expect((await upload(await newUser(), await picture(10, 10, '#333333'))).status).toBe(200);

    // Bytes: the same first picture fits, a second one would go past the day's bytes.
    ps.site.deps.imageUploads = { perMinute: 100, bytesPerDay: size + 10 };
    const heavy = await newUser();
    expect((await upload(heavy, await picture(10, 10, '#111111'))).status).toBe(200);
    expect(await upload(heavy, await picture(10, 10, '#444444'))).toMatchObject({
      status: 429,
      msg: 'You have reached the upload limit for today, please try again tomorrow',
    });
  });
});
