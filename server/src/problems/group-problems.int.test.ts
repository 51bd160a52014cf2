import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { problemDto } from '../../test-kit/problem-kit.ts';
import { startGroupSite } from '../../test-kit/group-kit.ts';
import {
  addGroupProblem,
  downloadStatus,
  uploadGroupZip,
} from '../../test-kit/group-problem-kit.ts';

/**
 * Group problems over the real app with the bodies HOJ's group form sends (the group id as a
 * string inside the problem, nulls, the display id without the short name): the prefix, the
 * lists, the auth switch, test data, and the apply-for-public round trip to the public set.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let t: Record<string, string | null>;
let gid = 0;
type Page<T> = { records: T[]; total: number; size: number; current: number };
type AdminRow = {
  id: number;
  problemId: string;
  auth: number;
  applyPublicProgress: number | null;
  manageable: boolean;
};

const call = <T = unknown>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const publicIds = async () =>
  (
    await call<Page<{ problemId: string }>>('GET', '/api/get-problem-list?limit=50', null)
  ).body.data.records.map((r) => r.problemId);

beforeAll(async () => {
  kit = await startGroupSite({ shortName: 'class' });
  ({ gid } = kit);
  t = kit.tokens;
});
afterAll(async () => {
  await kit.close();
});

describe('creating and editing a group problem', () => {
  it("stores the display id with the group's short name and answers it with it", async () => {
    const pid = await addGroupProblem(kit, t.admin!, { problemId: '1001', author: null });
    const got = await call<{ problemId: string; gid: number; isGroup: boolean; tags: string[] }>(
      'GET',
      `/api/group/problem?pid=${pid}`,
      t.admin!,
    );
    // HOJ's form strips the short name from this answer itself.
    expect(got.body.data).toMatchObject({ problemId: 'class1001', gid, isGroup: true });
    expect(got.body.data.tags).toEqual(['math']);
  });

  it('re-adds the prefix to an edited id and keeps the group', async () => {
    const pid = await addGroupProblem(kit, t.admin!, { problemId: '1002' });
    const edited = await call(
      'PUT',
      '/api/group/problem',
      t.admin!,
      problemDto({ id: String(pid), problemId: '1002b', gid: null, title: 'Renamed' }),
    );
    expect(edited.body).toMatchObject({ status: 200, msg: 'Update successfully' });
    const got = await call<{ problemId: string; gid: number; title: string }>(
      'GET',
      `/api/group/problem?pid=${pid}`,
      t.admin!,
    );
    expect(got.body.data).toMatchObject({ problemId: 'class1002b', gid, title: 'Renamed' });
  });

  it('refuses a taken id, an empty id, a missing group and limits beyond the group ones', async () => {
    const dto = (problem: Record<string, unknown>) =>
      problemDto({ problemId: '1001', gid: String(gid), ...problem });
    const post = async (body: unknown) =>
      (await call('POST', '/api/group/problem', t.admin!, body)).body;
    expect(await post(dto({}))).toMatchObject({
      status: 400,
      msg: 'The problem_id already exists',
    });
    expect(await post(dto({ problemId: null }))).toMatchObject({
      status: 400,
      msg: 'Problem Display ID is required',
    });
    expect(await post(dto({ problemId: '9', gid: null }))).toMatchObject({
      status: 400,
      msg: 'The group id (problem.gid) is required',
    });
    expect(await post(dto({ problemId: '9', timeLimit: 60_000 }))).toMatchObject({
      status: 400,
      msg: 'The time limit of a group problem must be between 1 and 30000 ms',
    });
    expect(await post(dto({ problemId: '9', title: '' }))).toMatchObject({
      status: 400,
      msg: 'Title is required',
    });
  });

  it('makes new tags the group’s own: offered to its admins, never in the site’s tag lists', async () => {
    await addGroupProblem(
      kit,
      t.admin!,
      { problemId: '1003' },
      { tags: [{ id: null, name: 'class-secret' }] },
    );
    const groupTags = await call<{ name: string; gid: number | null }[]>(
      'GET',
      `/api/group/get-all-problem-tags?gid=${gid}`,
      t.admin!,
    );
    expect(groupTags.body.data.map((x) => [x.name, x.gid])).toContainEqual(['class-secret', gid]);
    const site = await call<{ name: string }[]>('GET', '/api/get-all-problem-tags', null);
    expect(site.body.data.map((x) => x.name)).not.toContain('class-secret');
    const panel = await call<{ tagList: { name: string }[] }[]>(
      'GET',
      '/api/get-problem-tags-and-classification?oj=ME',
      null,
    );
    expect(panel.body.data.flatMap((g) => g.tagList.map((x) => x.name))).not.toContain(
      'class-secret',
    );
  });
});

describe('the group problem lists', () => {
  it("lists the group's public problems for members, by display id, 10 a page, with counts", async () => {
    const pid = await addGroupProblem(kit, t.admin!, { problemId: '2000', auth: 2 });
    const list = await call<
      Page<{ pid: number; problemId: string; ac: number; total: number; tags: { name: string }[] }>
    >('GET', `/api/group/get-problem-list?gid=${String(gid)}&currentPage=1&limit=`, t.member!);
    expect(list.body.data).toMatchObject({ size: 10, current: 1 });
    const ids = list.body.data.records.map((r) => r.problemId);
    expect(ids).toEqual([...ids].sort((a, b) => a.length - b.length || a.localeCompare(b)));
    expect(ids).toContain('class1001');
    // Private in the group: the admins' table only.
    expect(list.body.data.records.map((r) => r.pid)).not.toContain(pid);
    expect(list.body.data.records[0]).toMatchObject({ ac: 0, total: 0 });
    const admin = await call<Page<AdminRow>>(
      'GET',
      `/api/group/get-admin-problem-list?gid=${gid}`,
      t.admin!,
    );
    expect(admin.body.data.records.find((r) => r.id === pid)).toMatchObject({
      problemId: 'class2000',
      auth: 2,
      manageable: true,
    });
  });

  it("marks the owner's problems manageable for the group root, not for another admin", async () => {
    const pid = await addGroupProblem(kit, t.owner!, { problemId: '2001' });
    const rowFor = async (token: string) =>
      (
        await call<Page<AdminRow>>('GET', `/api/group/get-admin-problem-list?gid=${gid}`, token)
      ).body.data.records.find((r) => r.id === pid);
    expect((await rowFor(t.admin!))?.manageable).toBe(false);
    expect((await rowFor(t.root!))?.manageable).toBe(true);
    expect((await rowFor(t.super!))?.manageable).toBe(true);
  });

  it('switches a problem between public and private in the group (query parameters, as HOJ)', async () => {
    const pid = await addGroupProblem(kit, t.admin!, { problemId: '2002' });
    const member = async () =>
      (
        await call<Page<{ pid: number }>>(
          'GET',
          `/api/group/get-problem-list?gid=${gid}&limit=50`,
          t.member!,
        )
      ).body.data.records.map((r) => r.pid);
    expect(await member()).toContain(pid);
    const hide = await call('PUT', `/api/group/change-problem-auth?pid=${pid}&auth=2`, t.admin!);
    expect(hide.body).toMatchObject({ status: 200, msg: 'Update successfully' });
    expect(await member()).not.toContain(pid);
    const bad = await call('PUT', `/api/group/change-problem-auth?pid=${pid}&auth=3`, t.admin!);
    expect(bad.body).toMatchObject({
      status: 400,
      msg: 'Auth must be 1 (public in the group) or 2 (private)',
    });
    await call('PUT', '/api/group/change-problem-auth', t.admin!, { pid: String(pid), auth: '1' });
    expect(await member()).toContain(pid);
  });
});

describe('test data of a group problem', () => {
  const zip = zipSync({ '1.in': strToU8('1 2\n'), '1.out': strToU8('3\n') });

  it('takes a zip from a group admin with gid and saves the problem from it', async () => {
    const up = await uploadGroupZip(kit, t.admin!, zip);
    expect(up).toMatchObject({ status: 200, msg: 'Upload Testcase Successfully' });
    expect(up.data.fileList).toEqual([{ input: '1.in', output: '1.out' }]);
    const pid = await addGroupProblem(
      kit,
      t.admin!,
      { problemId: '3000', isUploadCase: true },
      { isUploadTestCase: true, uploadTestcaseDir: up.data.fileListDir, samples: [] },
    );
    const cases = await call<{ input: string; output: string }[]>(
      'GET',
      `/api/group/get-problem-cases?pid=${pid}&isUpload=true`,
      t.admin!,
    );
    expect(cases.body.data.map((c) => [c.input, c.output])).toEqual([['1.in', '1.out']]);
    expect((await downloadStatus(kit, t.admin!, pid)).body.status).toBe(200);
    expect((await downloadStatus(kit, t.member!, pid)).body.status).toBe(403);
  });

  it('refuses the zip to a group admin without gid and to a member with it', async () => {
    expect((await uploadGroupZip(kit, t.admin!, zip, null)).status).toBe(403);
    expect((await uploadGroupZip(kit, t.member!, zip)).status).toBe(403);
  });
});

describe('applying to make a group problem public', () => {
  it('goes applying, then public in the public set, and back to the group on cancel', async () => {
    const pid = await addGroupProblem(kit, t.admin!, { problemId: '4000', title: 'Going public' });
    expect(await publicIds()).not.toContain('class4000');
    const apply = await call('PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`, t.admin!);
    expect(apply.body).toMatchObject({ status: 200, msg: 'Apply successfully' });
    const again = await call('PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`, t.admin!);
    expect(again.body).toMatchObject({
      status: 400,
      msg: 'The problem is already applying to be public',
    });

    const listed = await call<Page<{ id: number; applyPublicProgress: number; groupName: string }>>(
      'GET',
      '/api/admin/group-problem/list?keyword=Going',
      t.super!,
    );
    expect(listed.body.data.records).toEqual([
      expect.objectContaining({ id: pid, applyPublicProgress: 1, groupName: 'Table group' }),
    ]);
    const approve = await call('PUT', '/api/admin/group-problem/change-progress', t.super!, {
      pid: String(pid),
      progress: 2,
    });
    expect(approve.body.status).toBe(200);
    expect(await publicIds()).toContain('class4000');
    const detail = await call('GET', '/api/get-problem-detail?problemId=class4000', t.stranger!);
    expect(detail.body.status).toBe(200);

    // Editing keeps it public; cancelling (HOJ) takes it back into the group alone.
    const edit = await call(
      'PUT',
      '/api/group/problem',
      t.admin!,
      problemDto({ id: pid, problemId: '4000' }),
    );
    expect(edit.body.status).toBe(200);
    expect(await publicIds()).toContain('class4000');
    await call('PUT', `/api/group/apply-public?pid=${pid}&isApplied=false`, t.admin!);
    expect(await publicIds()).not.toContain('class4000');
  });

  it('shows a refusal to the group, which may apply again', async () => {
    const pid = await addGroupProblem(kit, t.admin!, { problemId: '4001' });
    await call('PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`, t.admin!);
    const refuse = await call('PUT', '/api/admin/group-problem/change-progress', t.super!, {
      pid,
      progress: '3',
    });
    expect(refuse.body.status).toBe(200);
    const row = (
      await call<Page<AdminRow>>(
        'GET',
        `/api/group/get-admin-problem-list?gid=${gid}&limit=100`,
        t.admin!,
      )
    ).body.data.records.find((r) => r.id === pid);
    expect(row?.applyPublicProgress).toBe(3);
    expect(await publicIds()).not.toContain('class4001');
    const bad = await call('PUT', '/api/admin/group-problem/change-progress', t.super!, {
      pid,
      progress: 5,
    });
    expect(bad.body).toMatchObject({
      status: 400,
      msg: 'The progress must be 1 (applying), 2 (public) or 3 (refused)',
    });
  });

  it('refuses a site problem in the group endpoints and the review', async () => {
    await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'SITE1' }));
    const pid = await kit.pidOf('SITE1');
    expect((await call('GET', `/api/group/problem?pid=${pid}`, t.super!)).body).toMatchObject({
      status: 403,
      msg: 'The problem does not belong to a group',
    });
    const review = await call('PUT', '/api/admin/group-problem/change-progress', t.super!, {
      pid,
      progress: 2,
    });
    expect(review.body.status).toBe(400);
  });
});

describe('deleting a group problem', () => {
  it('removes it from the lists; another group’s id is refused', async () => {
    const pid = await addGroupProblem(kit, t.admin!, { problemId: '5000' });
    const wrong = await call('DELETE', `/api/group/problem?pid=${pid}&gid=${gid + 1000}`, t.admin!);
    expect(wrong.body).toMatchObject({
      status: 403,
      msg: 'The problem does not belong to this group',
    });
    const gone = await call('DELETE', `/api/group/problem?pid=${pid}`, t.admin!);
    expect(gone.body).toMatchObject({ status: 200, msg: 'Delete successfully' });
    const after = await call('GET', `/api/group/problem?pid=${pid}`, t.admin!);
    expect(after.body.status).toBe(404);
  });
});
