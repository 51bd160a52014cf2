import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGroupSite } from '../../test-kit/group-kit.ts';
import { groupMessages as m } from './group.policy.ts';

/**
 * The group settings page's calls with the bodies HOJ's client sends: the avatar upload
 * (multipart `image` and `gid`, answering the Group) and the info form (`PUT /api/group` with
 * the empty values stripped).
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let gid = 0;
type Group = {
  id: number;
  avatar: string | null;
  name: string;
  brief: string;
  code: string | null;
};
type Answer = { status: number; msg: string; data: Group | null };

const dir = () => path.join(kit.dataDir, 'group-avatars');
const fileOf = (url: string) => path.join(dir(), path.basename(url));
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const upload = async (
  token: string | null,
  bytes: Uint8Array,
  name = 'avatar.png',
  fields: Record<string, string> = { gid: String(gid) },
) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${kit.site.url}/api/file/upload-group-avatar`, {
    method: 'POST',
    headers: token ? { Authorization: token } : {},
    body: form,
  });
  return (await res.json()) as Answer;
};
const detail = async (token = kit.tokens.member!) =>
  kit.ok<Group>('GET', `/api/get-group-detail?gid=${gid}`, token);

beforeAll(async () => {
  kit = await startGroupSite({ shortName: 'gsets' });
  gid = kit.gid;
  kit.site.deps.imageUploads = { perMinute: 1000, perDay: 1000 };
});
afterAll(async () => {
  await kit.close();
});

describe('group avatar upload', () => {
  it('stores any allowed picture as a PNG of at most 512 x 512 and answers the Group', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .toBuffer();
    const r = await upload(kit.tokens.owner!, photo, 'photo.jpg');
    expect(r.status, r.msg).toBe(200);
    expect(r.data).toMatchObject({ id: gid, name: 'Table group', code: 'abc123' });
    expect(r.data!.avatar).toMatch(/^\/api\/public\/group-avatar\/[0-9a-f]{64}\.png$/);
    expect(await sharp(fs.readFileSync(fileOf(r.data!.avatar!))).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 341,
    });
    expect((await detail()).avatar).toBe(r.data!.avatar);
    const served = await fetch(kit.site.url + r.data!.avatar!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('removes the previous picture once no group shows it', async () => {
    const first = await upload(kit.tokens.root!, await picture(200, 200, '#aa0000'));
    const second = await upload(kit.tokens.super!, await picture(200, 200, '#00aa00'));
    expect(second.status, second.msg).toBe(200);
    expect(fs.existsSync(fileOf(second.data!.avatar!))).toBe(true);
    expect(fs.existsSync(fileOf(first.data!.avatar!))).toBe(false);
    expect((await fetch(kit.site.url + first.data!.avatar!)).status).toBe(404);
  });

  it('refuses what is not an allowed picture, too big, or for no group', async () => {
    const before = (await detail()).avatar;
    const token = kit.tokens.owner!;
    const refusals: [Promise<Answer>, number, string][] = [
      [upload(token, Buffer.from('just text'), 'fake.png'), 400, 'File type not support'],
      [upload(token, await picture(10, 10, '#fff'), 'pic.svg'), 400, 'File type not support'],
      [
        upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
        400,
        'File type not support',
      ],
      [upload(token, Buffer.alloc(2_097_153, 1), 'big.png'), 400, 'Exceed max size limit'],
      [
        upload(token, await picture(4100, 8, '#fff'), 'wide.png'),
        400,
        'The picture can be at most 4096 x 4096 pixels',
      ],
      [upload(token, await picture(10, 10, '#fff'), 'a.png', {}), 400, 'gid is required'],
      [upload(token, await picture(10, 10, '#fff'), 'a.png', { gid: '999999' }), 404, m.notFound],
    ];
    for (const [answer, status, msg] of refusals)
      expect(await answer).toMatchObject({ status, msg, data: null });
    expect((await detail()).avatar).toBe(before);
  });
});

describe('group info form', () => {
  it("saves HOJ's stripped Group, keeping what it left out, within the create limits", async () => {
    const group = await detail(kit.tokens.owner!);
    // utils.filterEmptyValue drops '' and null: the code of a private group stays as it was.
    const { code: _code, ...rest } = { ...group, brief: 'A brief that changed' };
    await kit.ok('PUT', '/api/group', kit.tokens.owner!, { ...rest, id: String(gid) });
    expect(await detail(kit.tokens.owner!)).toMatchObject({
      brief: 'A brief that changed',
      code: 'abc123',
      avatar: group.avatar,
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ name: 'Tiny' }, 'Name must be 5 to 25 characters'],
      [{ shortName: 'x'.repeat(11) }, 'Short name must be 5 to 10 characters'],
      [{ brief: 'b'.repeat(51) }, 'Brief must be 5 to 50 characters'],
      [{ description: 'd'.repeat(1001) }, 'Description must be 5 to 1000 characters'],
      [{ auth: 3, code: '12345' }, m.codeRequired],
    ];
    for (const [change, msg] of bad)
      expect(
        (await kit.call('PUT', '/api/group', kit.tokens.owner!, { id: String(gid), ...change }))
          .body,
      ).toMatchObject({ status: 400, msg });
    expect(
      (
        await kit.call('PUT', '/api/group', kit.tokens.admin!, {
          id: String(gid),
          brief: 'Nope nope',
        })
      ).body.status,
    ).toBe(403);
  });
});
