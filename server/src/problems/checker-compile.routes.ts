import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { assertGroup, assertGroupLevel } from '../groups/index.ts';
import type { UserRow } from '../auth/user-row.ts';
import { requestCheckerCompile } from './checker-compile-request.ts';
import { problemEditors } from './problem.policy.ts';

const body = z.object({
  code: z
    .string({ error: 'The code is required' })
    .refine((c) => c.trim().length > 0, 'The code is required')
    .refine((c) => c.length <= 65535, 'Code Length can not exceed 65535'),
  language: z.enum(['C', 'C++'], { error: 'The language must be C or C++' }),
  extraFiles: z
    .record(z.string(), z.string(), { error: 'Extra files must map file names to contents' })
    .nullish(),
});

const noJudge = 'No judge answered the compile request in time, please try again later';

/** A judge compiles the checker or interactor; a compile error is the message. */
const compile =
  (deps: Deps, kind: 'spj' | 'interactive', allowed: (req: Request) => Promise<UserRow>) =>
  async (req: Request, res: Response) => {
    const user = await allowed(req);
    const b = parseBody(body, req);
    const ask = {
      kind,
      language: b.language,
      code: b.code,
      requestedBy: user.uid,
      ...(b.extraFiles && Object.keys(b.extraFiles).length > 0 ? { extraFiles: b.extraFiles } : {}),
    };
    const answer = await requestCheckerCompile(deps, ask, deps.checkerCompileTimeoutMs ?? 60_000);
    if (!answer) throw new HttpError(500, noJudge);
    if (!answer.ok) throw new HttpError(400, answer.message || 'Compile Error');
    ok(res, null, 'Compiled successfully');
  };

/**
 * compile-spj and compile-interactive for the site's problem admins, and their group versions
 * (`?gid=`) for the group's admins: a judge compiles the checker or interactor in its sandbox
 * (and keeps the build in its cache). The server runs no sandbox.
 */
export const registerCheckerCompileRoutes = (deps: Deps): Router => {
  const r = Router();
  const siteAdmin = (req: Request) => Promise.resolve(requireRole(req, problemEditors));
  const groupAdmin = async (req: Request) => {
    const user = requireUser(req);
    const { gid } = parseQuery(z.object({ gid: id('gid') }), req);
    await assertGroup(deps.sql, gid, user.role);
    await assertGroupLevel(deps.sql, gid, user, 4);
    return user;
  };
  for (const kind of ['spj', 'interactive'] as const) {
    r.post(`/admin/problem/compile-${kind}`, compile(deps, kind, siteAdmin));
    r.post(`/group/compile-${kind}`, compile(deps, kind, groupAdmin));
  }
  return r;
};
