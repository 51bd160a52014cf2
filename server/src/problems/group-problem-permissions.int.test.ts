import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { problemDto } from '../../test-kit/problem-kit.ts';
import {
  onlyAllowed,
  startGroupSite,
  type GroupViewerLevel as Level,
} from '../../test-kit/group-kit.ts';
import {
  addGroupProblem,
  downloadStatus,
  uploadGroupZip,
} from '../../test-kit/group-problem-kit.ts';
import { judgeRunningC } from '../../test-kit/judge-running-c.ts';

/**
 * Who may read and who may write each group problem endpoint, level by level: anonymous, a
 * non-member, an applicant, a member, a group admin, a group root (not the owner) and the super
 * admin. The owner's problems are the group root's to manage; the admin's own are the admin's
 * too. Writes run on a fresh problem, so one row's success cannot hide another's.
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let t: Record<string, string | null>;
let gid = 0;
let seq = 0;
const pids = { public: 0, private: 0, admins: 0 };

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  kit.call(method, path, token, body);
/** A fresh problem of the owner's (or the admin's), public in the group. */
const fresh = (by: 'owner' | 'admin' = 'owner') =>
  addGroupProblem(kit, t[by]!, { problemId: `f${++seq}` });
/** The checker compile waits for a judge there is none of: its 500 means "let through". */
const throughWithoutJudge = async (run: Promise<{ body: { status: number } }>) => {
  const answer = await run;
  return { body: { status: answer.body.status === 500 ? 200 : answer.body.status } };
};

beforeAll(async () => {
  kit = await startGroupSite();
  ({ gid } = kit);
  t = kit.tokens;
  kit.site.deps.checkerCompileTimeoutMs = 200;
  await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { defaultSubmitInterval: 0 });
  await judgeRunningC(kit.site);
  pids.public = await addGroupProblem(kit, t.owner!, { problemId: '1' });
  pids.private = await addGroupProblem(kit, t.owner!, { problemId: '2', auth: 2 });
  pids.admins = await addGroupProblem(kit, t.admin!, { problemId: '3' });
});
afterAll(async () => {
  await kit.close();
});

type Row = [
  string,
  (token: string | null) => Promise<{ body: { status: number } }>,
  Level[],
  number[]?,
];
const members: Level[] = ['member', 'admin', 'root', 'super'];
const admins: Level[] = ['admin', 'root', 'super'];
const roots: Level[] = ['root', 'super'];
const hidden = [401, 403, 404];

const reads: Row[] = [
  ['get-problem-list', (tk) => call('GET', `/api/group/get-problem-list?gid=${gid}`, tk), members],
  [
    'get-admin-problem-list',
    (tk) => call('GET', `/api/group/get-admin-problem-list?gid=${gid}`, tk),
    admins,
  ],
  [
    'get-all-problem-tags',
    (tk) => call('GET', `/api/group/get-all-problem-tags?gid=${gid}`, tk),
    admins,
  ],
  [
    "view the owner's problem",
    (tk) => call('GET', `/api/group/problem?pid=${pids.public}`, tk),
    roots,
  ],
  [
    "view the admin's problem",
    (tk) => call('GET', `/api/group/problem?pid=${pids.admins}`, tk),
    admins,
  ],
  [
    "the owner's problem cases",
    (tk) => call('GET', `/api/group/get-problem-cases?pid=${pids.public}&isUpload=false`, tk),
    roots,
  ],
  ["download the owner's test data", (tk) => downloadStatus(kit, tk, pids.public), roots],
  [
    'problem detail in the group',
    (tk) => call('GET', `/api/get-problem-detail?problemId=table1&gid=${gid}`, tk),
    members,
  ],
  [
    'private problem detail in the group',
    (tk) => call('GET', `/api/get-problem-detail?problemId=table2&gid=${gid}`, tk),
    admins,
    hidden,
  ],
  [
    'problem detail outside the group',
    (tk) => call('GET', '/api/get-problem-detail?problemId=table1', tk),
    ['super'],
    [404],
  ],
  [
    'code template by pid',
    (tk) => call('GET', `/api/get-problem-code-template?pid=${pids.public}`, tk),
    members,
    [404],
  ],
  [
    'user problem status in the group',
    (tk) =>
      call('POST', '/api/get-user-problem-status', tk, {
        pidList: [String(pids.public)],
        isContestProblemList: false,
        cid: null,
        gid: String(gid),
      }),
    members,
  ],
  ['the review list', (tk) => call('GET', '/api/admin/group-problem/list', tk), ['super']],
];

const writes: Row[] = [
  [
    'create a problem',
    (tk) =>
      call(
        'POST',
        '/api/group/problem',
        tk,
        problemDto({ problemId: `c${++seq}`, gid: String(gid) }),
      ),
    admins,
  ],
  [
    "edit the owner's problem",
    async (tk) =>
      call(
        'PUT',
        '/api/group/problem',
        tk,
        problemDto({ id: String(await fresh()), problemId: `e${++seq}` }),
      ),
    roots,
  ],
  [
    "edit the admin's own problem",
    async (tk) =>
      call(
        'PUT',
        '/api/group/problem',
        tk,
        problemDto({ id: await fresh('admin'), problemId: `e${++seq}` }),
      ),
    admins,
  ],
  [
    "delete the owner's problem",
    async (tk) => call('DELETE', `/api/group/problem?pid=${await fresh()}`, tk),
    roots,
  ],
  [
    "delete the admin's own problem",
    async (tk) => call('DELETE', `/api/group/problem?pid=${await fresh('admin')}`, tk),
    admins,
  ],
  [
    "switch the owner's problem private",
    async (tk) => call('PUT', `/api/group/change-problem-auth?pid=${await fresh()}&auth=2`, tk),
    roots,
  ],
  [
    "apply to make the owner's problem public",
    async (tk) => call('PUT', `/api/group/apply-public?pid=${await fresh()}&isApplied=true`, tk),
    roots,
  ],
  [
    'compile a special judge',
    (tk) =>
      throughWithoutJudge(
        call('POST', `/api/group/compile-spj?gid=${gid}`, tk, {
          pid: null,
          code: 'int main(){}',
          language: 'C++',
          extraFiles: null,
        }),
      ),
    admins,
  ],
  [
    'compile an interactor',
    (tk) =>
      throughWithoutJudge(
        call('POST', `/api/group/compile-interactive?gid=${gid}`, tk, {
          code: 'int main(){}',
          language: 'C',
        }),
      ),
    admins,
  ],
  [
    'upload a test case zip',
    (tk) =>
      uploadGroupZip(kit, tk, zipSync({ '1.in': strToU8('1'), '1.out': strToU8('1') })).then(
        (b) => ({ body: b }),
      ),
    admins,
  ],
  [
    'submit in the group',
    (tk) =>
      call('POST', '/api/submit-problem-judge', tk, {
        pid: 'table1',
        language: 'C',
        code: 'int main(){return 0;}',
        cid: 0,
        tid: null,
        gid: String(gid),
        isRemote: false,
      }),
    members,
  ],
  [
    'decide an application',
    async (tk) => {
      const pid = await fresh();
      await kit.ok('PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`, t.owner!);
      return call('PUT', '/api/admin/group-problem/change-progress', tk, { pid, progress: 3 });
    },
    ['super'],
  ],
];

describe('group problem permissions by level', () => {
  for (const [name, run, allowed, refused] of [...reads, ...writes])
    it(`${name}: only ${allowed.join(', ')}`, async () => {
      expect(onlyAllowed(await kit.byLevel(run), allowed, refused)).toEqual({});
    });
});
