import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/problem-kit.ts';

let kit: Awaited<ReturnType<typeof startProblemSite>>;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  kit = await startProblemSite();
  userToken = await kit.userWithRole('plain', 'user');
  adminToken = await kit.userWithRole('siteadmin', 'admin');
});
afterAll(() => kit.close());

interface Vo {
  id: number;
  title: string;
  content: string;
  status: number;
  username: string;
  gmtCreate: string;
  gmtModified: string;
}
interface Page {
  records: Vo[];
  total: number;
  size: number;
  current: number;
}

const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });

const create = (token: string, title: string, status = 0, content = `About ${title}`) =>
  call('POST', '/api/admin/announcement', token, { title, content, status });

const adminList = async (query = '') =>
  (await call<Page>('GET', `/api/admin/announcement${query}`, kit.rootToken)).body.data;

describe('announcement administration', () => {
  it('is refused to anonymous visitors (401) and plain users (403)', async () => {
    const body = { id: 1, title: 't', content: 'c', status: 0 };
    for (const [method, path] of [
      ['GET', '/api/admin/announcement'],
      ['POST', '/api/admin/announcement'],
      ['PUT', '/api/admin/announcement'],
      ['DELETE', '/api/admin/announcement?aid=1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body : undefined;
      expect((await call(method, path, null, payload)).http).toBe(401);
      const r = await call(method, path, userToken, payload);
      expect(r.body).toMatchObject({
        status: 403,
        msg: 'Sorry, you do not have permission for this operation',
      });
    }
    expect((await adminList()).total).toBe(0);
  });

  it('checks the form at the server', async () => {
    expect((await create(kit.rootToken, '   ')).body.msg).toBe('Title is required');
    expect((await create(kit.rootToken, 'x'.repeat(256))).body.msg).toBe(
      'Title can be at most 255 characters',
    );
    expect((await create(kit.rootToken, 'ok', 0, ' \n ')).body.msg).toBe('Content is required');
    expect((await create(kit.rootToken, 'ok', 2)).body.msg).toBe(
      'Status must be 0 (visible) or 1 (hidden)',
    );
    expect((await adminList()).total).toBe(0);
  });

  it('lets root and admins create; the admin list shows hidden ones, 10 per page', async () => {
    expect((await create(adminToken, 'Hidden draft', 1)).body).toMatchObject({ status: 200 });
    for (let i = 1; i <= 11; i++)
      expect((await create(kit.rootToken, `News ${i}`)).body.status).toBe(200);
    const first = await adminList();
    expect(first).toMatchObject({ total: 12, size: 10, current: 1 });
    expect(first.records.map((a) => a.title).slice(0, 2)).toEqual(['News 11', 'News 10']);
    const last = await adminList('?currentPage=2');
    expect(last.records.map((a) => [a.title, a.status, a.username])).toEqual([
      ['News 1', 0, 'root'],
      ['Hidden draft', 1, 'siteadmin'],
    ]);
  });

  it('shows visitors only visible ones, newest first, 5 per page', async () => {
    const r = await call<Page>('GET', '/api/get-common-announcement', null);
    expect(r.body.data).toMatchObject({ total: 11, size: 5, current: 1 });
    expect(r.body.data.records.map((a) => a.title)).toEqual([
      'News 11',
      'News 10',
      'News 9',
      'News 8',
      'News 7',
    ]);
    const p3 = await call<Page>('GET', '/api/get-common-announcement?currentPage=3', null);
    expect(p3.body.data.records.map((a) => a.title)).toEqual(['News 1']);
  });

  it('edits title, content and the visible switch', async () => {
    const draft = (await adminList('?currentPage=2')).records[1]!;
    const put = await call('PUT', '/api/admin/announcement', kit.rootToken, {
      ...draft,
      title: 'Now public',
      content: '**bold**',
      status: 0,
    });
    expect(put.body).toMatchObject({ status: 200, msg: 'update successfully' });
    const r = await call<Page>('GET', '/api/get-common-announcement?limit=20', null);
    const shown = r.body.data.records.find((a) => a.id === draft.id);
    expect(shown).toMatchObject({ title: 'Now public', content: '**bold**', status: 0 });
    expect(shown!.gmtCreate).toBe(draft.gmtCreate);
    expect(shown!.gmtModified > draft.gmtModified).toBe(true);
    const hide = await call('PUT', '/api/admin/announcement', adminToken, {
      ...shown,
      status: 1,
    });
    expect(hide.body.status).toBe(200);
    expect(
      (await call<Page>('GET', '/api/get-common-announcement?limit=20', null)).body.data.total,
    ).toBe(11);
  });

  it('deletes one; it leaves every list and cannot be deleted twice', async () => {
    const [newest] = (await adminList()).records;
    const del = (token: string) =>
      call('DELETE', `/api/admin/announcement?aid=${newest!.id}`, token);
    expect((await del(adminToken)).body).toMatchObject({ status: 200 });
    expect((await adminList()).total).toBe(11);
    const pub = await call<Page>('GET', '/api/get-common-announcement', null);
    expect(pub.body.data.records[0]!.title).toBe('News 10');
    expect((await del(kit.rootToken)).body).toMatchObject({
      status: 404,
      msg: 'The announcement does not exist',
    });
    const missing = await call('PUT', '/api/admin/announcement', kit.rootToken, {
      id: 999_999,
      title: 't',
      content: 'c',
    });
    expect(missing.body.status).toBe(404);
  });
});
