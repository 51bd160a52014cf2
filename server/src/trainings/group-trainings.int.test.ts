import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission } from '../../test-kit/index.ts';
import { startGroupTrainingSite, type Page } from '../../test-kit/group-training-kit.ts';
import { notGroupProblem } from './group-training-problems.routes.ts';
import { groupTrainingMessages } from './group-training.routes.ts';
import { notPublicProblem } from './training-admin-problems.routes.ts';
import { trainingMessages } from './training.decider.ts';

/**
 * Group trainings over the real app with HOJ's bodies (the whole Training with nulls, ids as
 * strings): the form and its categories, the lists, the problem set from the public set and
 * from the group, progress and rank as members solve, and that none of it shows on the site.
 */
let kit: Awaited<ReturnType<typeof startGroupTrainingSite>>;
let other = 0;
let gid = 0;

interface TrainingVo {
  id: number;
  title: string;
  author: string;
  auth: string;
  categoryName: string | null;
  problemCount: number;
  acCount: number;
  gid: number | null;
  isTrainingAdmin?: boolean;
}
interface TrainingEntity {
  id: number;
  title: string;
  status: boolean;
  isGroup: boolean;
  gid: number | null;
  privatePwd: string | null;
}
interface RankRow {
  username: string;
  ac: number;
}

const call = <T = unknown>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const list = async (token: string, q = '') =>
  (await call<Page<TrainingVo>>('GET', `/api/group/get-training-list?gid=${gid}${q}`, token)).body
    .data;
const adminList = async (token: string) =>
  (
    await call<Page<TrainingEntity>>(
      'GET',
      `/api/group/get-admin-training-list?gid=${gid}&currentPage=null&limit=null`,
      token,
    )
  ).body.data;

beforeAll(async () => {
  kit = await startGroupTrainingSite();
  gid = kit.gid;
  // A second group of the same owner, to try what belongs to another group.
  await kit.ok('POST', '/api/group', kit.tokens.owner!, {
    name: 'Other group',
    shortName: 'other',
    brief: 'Another one',
    description: 'Another group',
    auth: 1,
    code: null,
  });
  const [g] = await kit.site.db.sql<{ id: number }[]>`
    SELECT id FROM read.groups WHERE short_name = 'other'`;
  other = Number(g!.id);
}, 120_000);
afterAll(() => kit.close());

describe('the group training form', () => {
  it('creates from HOJ’s body and lists it for members with its category, never on the site', async () => {
    const tid = await kit.newTraining('admin', { title: 'Loops', rank: '5' });
    expect((await list(kit.tokens.member!)).records).toContainEqual(
      expect.objectContaining({
        id: tid,
        title: 'Loops',
        author: 'lvadmin',
        auth: 'Public',
        categoryName: 'Basics',
        problemCount: 0,
        acCount: 0,
        gid,
      }),
    );
    expect(await list(kit.tokens.member!)).toMatchObject({ size: 10, current: 1 });
    for (const token of [null, kit.rootToken]) {
      const site = await call<Page<TrainingVo>>('GET', '/api/get-training-list?limit=100', token);
      expect(site.body.data.records.map((t) => t.title)).not.toContain('Loops');
    }
    const siteAdmin = await call<Page<TrainingEntity>>(
      'GET',
      '/api/admin/training/get-training-list?limit=100',
      kit.rootToken,
    );
    expect(siteAdmin.body.data.records.map((t) => t.title)).not.toContain('Loops');
    expect((await call('GET', `/api/admin/training?tid=${tid}`, kit.rootToken)).body.status).toBe(
      404,
    );
    const got = await call<{ training: TrainingEntity; trainingCategory: { id: number } }>(
      'GET',
      `/api/group/training?tid=${tid}`,
      kit.tokens.admin!,
    );
    expect(got.body.data).toMatchObject({
      training: { id: tid, isGroup: true, gid, status: true },
      trainingCategory: { id: kit.categoryId },
    });
  });

  it('refuses a form without a group, title or password, or with a rank out of range', async () => {
    const post = (training: Record<string, unknown>) =>
      call('POST', '/api/group/training', kit.tokens.admin!, kit.trainingForm(training));
    expect((await post({ gid: null })).body).toMatchObject({
      status: 400,
      msg: groupTrainingMessages.gidRequired,
    });
    expect((await post({ title: '  ' })).body).toMatchObject({
      status: 400,
      msg: 'Title is required',
    });
    expect((await post({ auth: 'Private', privatePwd: null })).body).toMatchObject({
      status: 400,
      msg: trainingMessages.password,
    });
    expect((await post({ rank: 2147483648 })).body.status).toBe(400);
    expect((await post({ gid: String(other) })).body.status).toBe(403);
  });

  it('uses a site category or its own, never another group’s, and keeps its own off the site list', async () => {
    const form = kit.trainingForm({ title: 'Own category' });
    await kit.ok('POST', '/api/group/training', kit.tokens.admin!, {
      ...form,
      trainingCategory: { id: null, name: 'Group only', color: '#123456' },
    });
    const created = (await list(kit.tokens.member!, '&limit=100')).records.find(
      (t) => t.title === 'Own category',
    );
    expect(created?.categoryName).toBe('Group only');
    const site = await call<{ name: string }[]>('GET', '/api/get-training-category', null);
    expect(site.body.data.map((c) => c.name)).not.toContain('Group only');
    const [own] = await kit.site.db.sql<{ id: number }[]>`
      SELECT id FROM read.training_categories WHERE name = 'Group only'`;
    // The other group's admin may not borrow this group's category.
    const borrowed = await call('POST', '/api/group/training', kit.tokens.owner!, {
      ...kit.trainingForm({ gid: String(other) }),
      trainingCategory: { id: String(own!.id) },
    });
    expect(borrowed.body).toMatchObject({ status: 400, msg: 'Please choose a training category' });
  });

  it('edits, hides and deletes; a gid in the form never moves the training', async () => {
    const tid = await kit.newTraining('admin', { title: 'To edit' });
    await kit.ok(
      'PUT',
      '/api/group/training',
      kit.tokens.admin!,
      kit.trainingForm({ id: String(tid), title: 'Edited', gid: String(other) }),
    );
    expect((await adminList(kit.tokens.admin!)).records[0]).toMatchObject({
      id: tid,
      title: 'Edited',
      gid,
    });
    await kit.ok(
      'PUT',
      `/api/group/change-training-status?tid=${tid}&status=false`,
      kit.tokens.admin!,
    );
    expect((await list(kit.tokens.member!, '&limit=100')).records.map((t) => t.id)).not.toContain(
      tid,
    );
    expect((await adminList(kit.tokens.admin!)).records.map((t) => t.id)).toContain(tid);
    await kit.ok('DELETE', `/api/group/training?tid=${tid}`, kit.tokens.root!);
    expect((await adminList(kit.tokens.admin!)).records.map((t) => t.id)).not.toContain(tid);
  });

  it('stops an author who is no longer a group admin from administering their training', async () => {
    const name = 'demoted';
    const token = await kit.newUser(name);
    await kit.apply(token);
    await kit.setAuth(kit.uids[name]!, 4);
    await kit.ok('POST', '/api/group/training', token, kit.trainingForm({ title: 'Demoted' }));
    const [row] = await kit.site.db.sql<{ id: number }[]>`
      SELECT id FROM read.trainings WHERE title = 'Demoted'`;
    expect((await call('GET', `/api/group/training?tid=${row!.id}`, token)).body.status).toBe(200);
    await kit.setAuth(kit.uids[name]!, 3);
    expect((await call('GET', `/api/group/training?tid=${row!.id}`, token)).body.status).toBe(403);
  });
});

describe('a group training’s problems', () => {
  let tid = 0;
  beforeAll(async () => {
    tid = await kit.newTraining('admin', { title: 'Problems' });
  });

  it('adds the group’s problem by its id with or without the group prefix, once', async () => {
    const add = (problemId: string, t = tid) =>
      call(
        'POST',
        `/api/group/add-training-problem-from-group?problemId=${problemId}&tid=${t}`,
        kit.tokens.admin!,
      );
    expect((await add('1')).body).toMatchObject({ status: 200, msg: 'Add successfully' });
    expect((await add(kit.groupProblemId)).body).toMatchObject({
      status: 400,
      msg: trainingMessages.problemAdded,
    });
    expect((await add('P1')).body).toMatchObject({ status: 404, msg: notGroupProblem });
    const foreign = await kit.newTraining('owner', { gid: String(other), title: 'Foreign' });
    const intoOther = await call(
      'POST',
      `/api/group/add-training-problem-from-group?problemId=${kit.groupProblemId}&tid=${foreign}`,
      kit.tokens.owner!,
    );
    expect(intoOther.body).toMatchObject({ status: 404, msg: notGroupProblem });
  });

  it('adds public problems only from the public set, and answers HOJ’s admin list', async () => {
    const fromPublic = (pid: number) =>
      call('POST', '/api/group/add-training-problem-from-public', kit.tokens.admin!, {
        pid: String(pid),
        tid: String(tid),
        displayId: null,
      });
    expect((await fromPublic(kit.groupPid)).body).toMatchObject({
      status: 404,
      msg: notPublicProblem,
    });
    expect((await fromPublic(kit.publicPid)).body.status).toBe(200);
    const picker = await call<{ problemList: Page<{ id: number }> }>(
      'GET',
      `/api/group/get-training-problem-list?tid=${tid}&queryExisted=false&keyword=`,
      kit.tokens.admin!,
    );
    expect(picker.body.data.problemList.records.map((p) => p.id)).not.toContain(kit.publicPid);
    const own = await call<{
      problemList: Page<{ id: number; problemId: string }>;
      trainingProblemMap: Record<string, { pid: number; displayId: string; rank: number }>;
    }>('GET', `/api/group/get-training-problem-list?tid=${tid}`, kit.tokens.admin!);
    // Same rank: by display id; a higher rank moves the public one behind.
    expect(own.body.data.problemList.records.map((p) => p.problemId)).toEqual([
      'P1',
      kit.groupProblemId,
    ]);
    expect(own.body.data.trainingProblemMap[String(kit.publicPid)]).toMatchObject({
      pid: kit.publicPid,
      displayId: 'P1',
      rank: 0,
    });
    await kit.ok('PUT', '/api/group/training-problem', kit.tokens.admin!, {
      ...own.body.data.trainingProblemMap[String(kit.publicPid)],
      tid: String(tid),
      rank: '9',
    });
    const reordered = await call<{ problemList: Page<{ problemId: string }> }>(
      'GET',
      `/api/group/get-training-problem-list?tid=${tid}`,
      kit.tokens.admin!,
    );
    expect(reordered.body.data.problemList.records.map((p) => p.problemId)).toEqual([
      kit.groupProblemId,
      'P1',
    ]);
  });

  it('shows members their progress and ranks only the group’s members and admins', async () => {
    const solve = (name: string, pid: number, inGroup = true) =>
      judgedSubmission(kit.site, {
        uid: kit.uids[name]!,
        username: name,
        pid,
        status: 'AC',
        gid: inGroup ? gid : null,
      });
    await solve('lvmember', kit.groupPid);
    await solve('lvroot', kit.groupPid);
    // Solving the public problem in the problem set counts, but a non-member is not ranked.
    await solve('stranger', kit.publicPid, false);
    const mine = (await list(kit.tokens.member!, '&limit=100')).records.find((t) => t.id === tid);
    expect(mine).toMatchObject({ problemCount: 2, acCount: 1 });
    const detail = await call<TrainingVo>(
      'GET',
      `/api/get-training-detail?tid=${tid}`,
      kit.tokens.member!,
    );
    expect(detail.body.data).toMatchObject({ acCount: 1, isTrainingAdmin: false });
    const rank = await call<Page<RankRow>>(
      'GET',
      `/api/get-training-rank?tid=${tid}`,
      kit.tokens.member!,
    );
    expect(rank.body.data.records.map((r) => [r.username, r.ac])).toEqual([['lvmember', 1]]);
  });

  it('takes HOJ’s submit inside the training and files the run under the group', async () => {
    const answer = await call<{ submitId: number }>(
      'POST',
      '/api/submit-problem-judge',
      kit.tokens.member!,
      {
        pid: kit.groupProblemId,
        language: 'C',
        code: 'int main(){return 0;}',
        cid: 0,
        tid: String(tid),
        gid: String(gid),
        isRemote: false,
      },
    );
    expect(answer.body.status, answer.body.msg).toBe(200);
    const submitId = answer.body.data.submitId;
    const [row] = await kit.site.db.sql<{ gid: number | null }[]>`
      SELECT gid FROM read.submissions WHERE submit_id = ${submitId}`;
    expect(Number(row!.gid)).toBe(gid);
    const status = await call<Page<{ submitId: number }>>(
      'GET',
      `/api/get-submission-list?gid=${gid}&currentPage=1&limit=30`,
      kit.tokens.admin!,
    );
    expect(status.body.data.records.map((r) => r.submitId)).toContain(submitId);
  });

  it('removes a problem from the training', async () => {
    await kit.ok(
      'DELETE',
      `/api/group/training-problem?pid=${kit.publicPid}&tid=${tid}`,
      kit.tokens.root!,
    );
    const detail = await call<TrainingVo>(
      'GET',
      `/api/get-training-detail?tid=${tid}`,
      kit.tokens.member!,
    );
    expect(detail.body.data.problemCount).toBe(1);
  });
});
