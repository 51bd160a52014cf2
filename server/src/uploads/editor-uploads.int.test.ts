import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let adminToken: string;
let otherAdminToken: string;
let userToken: string;

beforeAll(async () => {
  kit = await startProblemSite();
  adminToken = await kit.userWithRole('editor1', 'problem_admin');
  otherAdminToken = await kit.userWithRole('editor2', 'admin');
  userToken = await kit.userWithRole('plain1', 'user');
});
afterEach(() => {
  kit.site.deps.imageUploads = {};
});
afterAll(() => kit.close());

type Answer = { status: number; msg: string; data: { link: string; fileId?: number } | null };

const post = async (
  endpoint: 'upload-md-img' | 'upload-md-file',
  token: string | null,
  part: { field: string; bytes: Uint8Array; name: string },
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  form.append(part.field, new Blob([new Uint8Array(part.bytes)]), part.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${kit.site.url}/api/file/${endpoint}`, {
    method: 'POST',
    headers: token ? { Authorization: token } : {},
    body: form,
  });
  const body = (await res.json()) as Answer;
  expect(res.status, body.msg).toBe(body.status);
  return body;
};
const uploadImg = (token: string | null, bytes: Uint8Array, name = 'fig.png', f = {}) =>
  post('upload-md-img', token, { field: 'image', bytes, name }, f);
const uploadFile = (token: string | null, bytes: Uint8Array, name: string, f = {}) =>
  post('upload-md-file', token, { field: 'file', bytes, name }, f);

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('editor picture uploads (upload-md-img, delete-md-img)', () => {
  it('stores a PNG re-encoded under its content hash and serves it with a long cache', async () => {
    // Raw bytes after the PNG end: a re-encoded picture cannot still carry them.
    const source = Buffer.concat([await picture(40, 30, '#3366cc'), Buffer.from('<script>')]);
    const r = await uploadImg(adminToken, source, 'figure.png');
    expect(r).toMatchObject({ status: 200, msg: 'Upload successfully' });
    expect(r.data!.link).toMatch(/^\/api\/public\/md-img\/[0-9a-f]{64}\.png$/);
    expect(r.data!.fileId).toEqual(expect.any(Number));
    const served = await fetch(kit.site.url + r.data!.link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(source)).toBe(false);
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    const stored = path.join(kit.dataDir, 'md-img', path.basename(r.data!.link));
    expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
  });

  it('refuses HTML bytes named .png, an over-size picture and a missing file', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await uploadImg(adminToken, html, 'evil.png')).toMatchObject({
      status: 400,
      msg: 'File type not support',
    });
    const big = Buffer.concat([await picture(8, 8, '#000'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await uploadImg(adminToken, big, 'big.png')).toMatchObject({
      status: 400,
      msg: 'Exceed max size limit',
    });
    const wrongField = await post('upload-md-img', adminToken, {
      field: 'file',
      bytes: await picture(8, 8, '#000'),
      name: 'a.png',
    });
    expect(wrongField.status).toBe(400);
  });

  it('refuses anonymous (401) and plain users (403)', async () => {
    const png = await picture(4, 4, '#f00');
    expect((await uploadImg(null, png)).status).toBe(401);
    expect((await uploadFile(null, Buffer.from('x'), 'a.txt')).status).toBe(401);
    expect(await uploadImg(userToken, png)).toMatchObject({
      status: 403,
      msg: 'Sorry, you do not have permission for this operation',
    });
    expect((await uploadFile(userToken, Buffer.from('x'), 'a.txt')).status).toBe(403);
  });

  it("accepts HOJ's bodies: gid as '', 'null' or a number", async () => {
    for (const gid of ['', 'null', 'undefined', '12']) {
      const r = await uploadImg(adminToken, await picture(5, 5, '#0f0'), 'g.png', { gid });
      expect(r.status, `gid ${gid}`).toBe(200);
    }
    const file = await uploadFile(adminToken, Buffer.from('notes'), 'n.txt', { gid: 'null' });
    expect(file.status).toBe(200);
    expect(
      (await uploadImg(adminToken, await picture(5, 5, '#0f0'), 'g.png', { gid: 'x' })).status,
    ).toBe(400);
  });

  it('lets only the uploader or an admin delete; the link then answers 404', async () => {
    const r = await uploadImg(adminToken, await picture(6, 6, '#123456'));
    const { link, fileId } = r.data!;
    const del = (token: string) =>
      kit.site.call('GET', `/api/file/delete-md-img?fileId=${fileId}`, { token });
    expect((await del(userToken)).body).toMatchObject({ status: 403 });
    expect((await fetch(kit.site.url + link)).status).toBe(200);
    expect((await del(adminToken)).body).toMatchObject({ status: 200, msg: 'delete successfully' });
    expect((await fetch(kit.site.url + link)).status).toBe(404);
    expect((await del(adminToken)).body).toMatchObject({
      status: 404,
      msg: 'The file does not exist',
    });
    // Another admin may delete an upload that is not theirs (HOJ's deleteMDImg).
    const second = await uploadImg(adminToken, await picture(6, 6, '#654321'));
    const byOther = await kit.site.call(
      'GET',
      `/api/file/delete-md-img?fileId=${second.data!.fileId}`,
      { token: otherAdminToken },
    );
    expect(byOther.body.status).toBe(200);
  });

  it('keeps a stored picture while another upload of the same content still uses it', async () => {
    const png = await picture(7, 7, '#abcdef');
    const a = await uploadImg(adminToken, png);
    const b = await uploadImg(otherAdminToken, png);
    expect(a.data!.link).toBe(b.data!.link);
    await kit.site.call('GET', `/api/file/delete-md-img?fileId=${a.data!.fileId}`, {
      token: adminToken,
    });
    expect((await fetch(kit.site.url + b.data!.link)).status).toBe(200);
  });

  it('throttles uploads per user per minute', async () => {
    kit.site.deps.imageUploads = { perMinute: 1 };
    const token = await kit.userWithRole('editor3', 'admin');
    expect((await uploadImg(token, await picture(3, 3, '#111'))).status).toBe(200);
    const second = await uploadImg(token, await picture(3, 3, '#222'));
    expect(second.status).toBe(429);
    expect(second.msg).toMatch(/^Uploading too fast, please wait \d+ seconds$/);
  });
});

describe('editor attachments (upload-md-file)', () => {
  it('serves an uploaded HTML file as a download that is never sniffed or rendered', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const r = await uploadFile(adminToken, html, '../../etc/page.html');
    expect(r).toMatchObject({ status: 200 });
    expect(r.data!.link).toMatch(/^\/api\/public\/md-file\/[0-9a-f]{64}\.html$/);
    const served = await fetch(kit.site.url + r.data!.link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[0-9a-f]{64}\.html"$/,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(html)).toBe(true);
    // The client's path never reaches the disk: every stored name is a hash and an extension.
    const stored = fs.readdirSync(path.join(kit.dataDir, 'md-file'));
    expect(stored).toContain(path.basename(r.data!.link));
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{64}\.[a-z0-9]+$/);
    expect(fs.existsSync(path.join(kit.dataDir, 'etc'))).toBe(false);
  });

  it('refuses an extension off the allow-list, a name without one, and more than 10 MB', async () => {
    expect(await uploadFile(adminToken, Buffer.from('MZ'), 'setup.exe')).toMatchObject({
      status: 400,
      msg: 'File type not support',
    });
    expect((await uploadFile(adminToken, Buffer.from('x'), 'README')).status).toBe(400);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    expect(await uploadFile(adminToken, big, 'big.zip')).toMatchObject({
      status: 400,
      msg: 'Exceed max size limit',
    });
  });
});
