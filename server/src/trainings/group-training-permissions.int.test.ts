import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type ClientSocket } from '../../test-kit/index.ts';
import {
  groupViewerLevels as levels,
  onlyAllowed,
  type GroupViewerLevel as Level,
} from '../../test-kit/group-kit.ts';
import { startGroupTrainingSite } from '../../test-kit/group-training-kit.ts';

/**
 * Who may read and who may write each group training endpoint, level by level: anonymous, a
 * non-member, an applicant, a member, a group admin, a group root (not the owner) and the super
 * admin. The group admin `lvadmin` authored `mine`; the owner authored `theirs`, so the admin
 * is an ordinary member there and only the roots administer it. Writes run on fresh targets.
 */
let kit: Awaited<ReturnType<typeof startGroupTrainingSite>>;
let gid = 0;
const tid: Record<string, number> = {};
const sockets: ClientSocket[] = [];

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body);

beforeAll(async () => {
  kit = await startGroupTrainingSite();
  gid = kit.gid;
  tid.mine = await kit.newTraining('admin');
  tid.theirs = await kit.newTraining('owner');
  tid.hidden = await kit.newTraining('admin', { status: false });
  tid.secret = await kit.newTraining('admin', { auth: 'Private', privatePwd: 'pw' });
  for (const t of [tid.mine, tid.theirs, tid.hidden, tid.secret]) await kit.addGroupProblem(t);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await kit.close();
});

const members: Level[] = ['member', 'admin', 'root', 'super'];
const admins: Level[] = ['admin', 'root', 'super'];
const roots: Level[] = ['root', 'super'];

type Row = [string, (token: string | null) => Promise<{ body: { status: number } }>, Level[]];

/** Everything under a group training's tid: its group's members only. */
const inside = (t: () => number): Row[] => [
  ['get-training-detail', (k) => call('GET', `/api/get-training-detail?tid=${t()}`, k), members],
  [
    'get-training-problem-list (public)',
    (k) => call('GET', `/api/get-training-problem-list?tid=${t()}`, k),
    members,
  ],
  ['get-training-rank', (k) => call('GET', `/api/get-training-rank?tid=${t()}`, k), members],
  ['get-training-access', (k) => call('GET', `/api/get-training-access?tid=${t()}`, k), members],
  [
    'get-problem-detail with tid',
    (k) => call('GET', `/api/get-problem-detail?problemId=${kit.groupProblemId}&tid=${t()}`, k),
    members,
  ],
  [
    'get-full-screen-problem-list',
    (k) => call('GET', `/api/get-full-screen-problem-list?tid=${t()}`, k),
    members,
  ],
  [
    'get-submission-list with tid',
    (k) => call('GET', `/api/get-submission-list?tid=${t()}`, k),
    members,
  ],
  [
    'submit-problem-judge with tid',
    (k) =>
      call('POST', '/api/submit-problem-judge', k, {
        pid: kit.groupProblemId,
        tid: String(t()),
        cid: 0,
        language: 'C',
        code: 'int main(){return 0;}',
        isRemote: false,
      }),
    members,
  ],
];

const reads: Row[] = [
  [
    'get-training-list',
    (k) => call('GET', `/api/group/get-training-list?gid=${gid}&currentPage=1&limit=10`, k),
    members,
  ],
  [
    'get-admin-training-list',
    (k) => call('GET', `/api/group/get-admin-training-list?gid=${gid}&currentPage=1&limit=10`, k),
    admins,
  ],
  [
    'get the training (its author)',
    (k) => call('GET', `/api/group/training?tid=${tid.mine}`, k),
    admins,
  ],
  [
    "get the owner's training",
    (k) => call('GET', `/api/group/training?tid=${tid.theirs}`, k),
    roots,
  ],
  [
    'get-training-problem-list (admin)',
    (k) => call('GET', `/api/group/get-training-problem-list?tid=${tid.mine}`, k),
    admins,
  ],
  [
    "get-training-problem-list of the owner's",
    (k) =>
      call('GET', `/api/group/get-training-problem-list?tid=${tid.theirs}&queryExisted=false`, k),
    roots,
  ],
  ...inside(() => tid.mine!),
];

/** A fresh training of the admin with the group problem in it. */
const fresh = async (by = 'admin') => {
  const t = await kit.newTraining(by);
  await kit.addGroupProblem(t);
  return t;
};

const writes: Row[] = [
  ['create', (k) => call('POST', '/api/group/training', k, kit.trainingForm()), admins],
  [
    'edit its own',
    async (k) =>
      call('PUT', '/api/group/training', k, kit.trainingForm({ id: String(await fresh()) })),
    admins,
  ],
  [
    "edit the owner's",
    async (k) =>
      call('PUT', '/api/group/training', k, kit.trainingForm({ id: String(await fresh('owner')) })),
    roots,
  ],
  [
    'delete its own',
    async (k) => call('DELETE', `/api/group/training?tid=${await fresh()}`, k),
    admins,
  ],
  [
    "delete the owner's",
    async (k) => call('DELETE', `/api/group/training?tid=${await fresh('owner')}`, k),
    roots,
  ],
  [
    'change-training-status',
    async (k) =>
      call('PUT', `/api/group/change-training-status?tid=${await fresh()}&status=false`, k),
    admins,
  ],
  [
    'training-problem rank',
    async (k) =>
      call('PUT', '/api/group/training-problem', k, {
        id: null,
        tid: String(await fresh()),
        pid: String(kit.groupPid),
        displayId: null,
        rank: 7,
      }),
    admins,
  ],
  [
    'remove a training problem',
    async (k) =>
      call('DELETE', `/api/group/training-problem?pid=${kit.groupPid}&tid=${await fresh()}`, k),
    admins,
  ],
  [
    'add-training-problem-from-public',
    async (k) =>
      call('POST', '/api/group/add-training-problem-from-public', k, {
        pid: String(kit.publicPid),
        tid: String(await kit.newTraining()),
        displayId: 'P1',
      }),
    admins,
  ],
  [
    'add-training-problem-from-group',
    async (k) =>
      call(
        'POST',
        `/api/group/add-training-problem-from-group?problemId=${kit.groupProblemId}&tid=${await kit.newTraining()}`,
        k,
      ),
    admins,
  ],
  [
    "add-training-problem-from-group to the owner's",
    async (k) =>
      call(
        'POST',
        `/api/group/add-training-problem-from-group?problemId=${kit.groupProblemId}&tid=${await kit.newTraining('owner')}`,
        k,
      ),
    roots,
  ],
  [
    'register for a private one',
    (k) => call('POST', '/api/register-training', k, { tid: String(tid.secret), password: 'pw' }),
    members,
  ],
];

describe('group training permissions by level', () => {
  for (const [name, run, allowed] of [...reads, ...writes])
    it(`${name}: only ${allowed.join(', ')}`, async () => {
      expect(onlyAllowed(await kit.byLevel(run), allowed)).toEqual({});
    });

  it('a hidden one: its admins only; members get 404', async () => {
    for (const [name, run] of inside(() => tid.hidden!)) {
      const got = await kit.byLevel(run);
      expect(onlyAllowed(got, admins, [401, 403, 404]), name).toEqual({});
      expect(got.member, name).toBe(404);
    }
  });

  it('a private one: its admins, and members once registered with the password', async () => {
    const secret = await kit.newTraining('admin', { auth: 'Private', privatePwd: 'pw2' });
    await kit.addGroupProblem(secret);
    const [, problems] = inside(() => secret)[1]!;
    const before = await kit.byLevel(problems);
    expect(onlyAllowed(before, admins), 'before').toEqual({});
    expect(before.member).toBe(403);
    await kit.ok('POST', '/api/register-training', kit.tokens.member!, {
      tid: String(secret),
      password: 'pw2',
    });
    expect(onlyAllowed(await kit.byLevel(problems), members), 'after').toEqual({});
  });

  it('training:subscribe joins the room for members only', async () => {
    const got = {} as Record<Level, number>;
    for (const level of levels) {
      const socket = await connectSocket(kit.site.url, kit.tokens[level] ?? null);
      sockets.push(socket);
      const ack = (await socket.emitWithAck('training:subscribe', { tid: tid.mine! })) as {
        status: number;
      };
      got[level] = ack.status;
    }
    expect(onlyAllowed(got, members)).toEqual({});
  });
});
