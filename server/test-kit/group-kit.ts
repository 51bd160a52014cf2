import { startProblemSite } from './problem-kit.ts';

/** The seven viewers every group permission table runs over, weakest first. */
export const groupViewerLevels = [
  'anonymous',
  'stranger',
  'applying',
  'member',
  'admin',
  'root',
  'super',
] as const;
export type GroupViewerLevel = (typeof groupViewerLevels)[number];

/** What a table row's call must answer: at least the envelope's status. */
type Answer = { body: { status: number } };

/**
 * A problem site (temporary DATA_DIR, a super admin) with one private group, code `abc123`,
 * owned by `owner`, and one user at each level: `stranger` (no relation), `lvapplying` (auth 1),
 * `lvmember` (3), `lvadmin` (4), `lvroot` (5, not the owner) and the super admin `root`.
 * `tokens[level]` is null for anonymous; `tokens.owner` is the owner's.
 */
export const startGroupSite = async (o: { shortName?: string } = {}) => {
  const kit = await startProblemSite();
  const tokens: Record<string, string | null> = { anonymous: null };
  const uids: Record<string, string> = {};
  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    kit.site.call<unknown>(method, path, { token, ...(body === undefined ? {} : { body }) });
  /** Like `call`, but fails the test with the server's message unless the status is 200. */
  const ok = async <T = unknown>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
  ) => {
    const answer = await call(method, path, token, body);
    if (answer.body.status !== 200)
      throw new Error(`${method} ${path}: ${answer.body.status} ${answer.body.msg}`);
    return answer.body.data as T;
  };
  const newUser = async (name: string) => {
    const token = await kit.userWithRole(name, 'user');
    const [row] = await kit.site.db.sql<{ uid: string }[]>`
      SELECT uid FROM read.users WHERE username = ${name}`;
    uids[name] = row!.uid;
    return token;
  };
  await ok('PUT', '/api/admin/switch/update', kit.rootToken, {
    defaultCreateGroupACInitValue: 0,
    defaultCreateGroupDailyLimit: 9,
  });
  tokens.owner = await newUser('owner');
  const shortName = o.shortName ?? 'table';
  await ok('POST', '/api/group', tokens.owner, {
    name: 'Table group',
    shortName,
    brief: 'For the table',
    description: 'Permission table',
    auth: 3,
    code: 'abc123',
  });
  const [g] = await kit.site.db.sql<{ id: number }[]>`
    SELECT id FROM read.groups WHERE short_name = ${shortName}`;
  const gid = Number(g!.id);
  /** Applies to the group with the code (the applicant then has auth 1). */
  const apply = (token: string | null, reason = 'let me in please') =>
    call(
      'POST',
      `/api/group/member?gid=${gid}&code=abc123&reason=${encodeURIComponent(reason)}`,
      token,
    );
  /** Sets a member's auth as the owner (3 member, 4 admin, 5 root). */
  const setAuth = (uid: string, auth: number) =>
    ok('PUT', '/api/group/member', tokens.owner!, { gid: String(gid), uid, auth });
  tokens.stranger = await newUser('stranger');
  for (const [level, auth] of [
    ['applying', 1],
    ['member', 3],
    ['admin', 4],
    ['root', 5],
  ] as const) {
    tokens[level] = await newUser(`lv${level}`);
    await apply(tokens[level]);
    if (auth > 1) await setAuth(uids[`lv${level}`]!, auth);
  }
  tokens.super = kit.rootToken;

  /**
   * Runs `run` once as each level and returns the statuses by level, so a test can compare them
   * with the levels allowed: `expectOnly(await byLevel(run), ['member', ...])`.
   */
  const byLevel = async (
    run: (token: string | null, level: GroupViewerLevel) => Promise<Answer>,
  ) => {
    const got = {} as Record<GroupViewerLevel, number>;
    for (const level of groupViewerLevels)
      got[level] = (await run(tokens[level] ?? null, level)).body.status;
    return got;
  };

  return { ...kit, gid, shortName, tokens, uids, call, ok, newUser, apply, setAuth, byLevel };
};

/**
 * The permission rule of every table row: the allowed levels answer 200 and every other level
 * 401 or 403 (or 404 where the thing is hidden from it). Returns the mismatches, empty when
 * right, so `expect(onlyAllowed(got, allowed)).toEqual({})` prints what went wrong.
 */
export const onlyAllowed = (
  got: Record<GroupViewerLevel, number>,
  allowed: readonly GroupViewerLevel[],
  refused: readonly number[] = [401, 403],
) => {
  const wrong: Record<string, number> = {};
  for (const level of groupViewerLevels) {
    const fine = allowed.includes(level) ? got[level] === 200 : refused.includes(got[level]);
    if (!fine) wrong[level] = got[level];
  }
  return wrong;
};
