import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
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

/**
 * compile-spj and compile-interactive: a judge compiles the checker or interactor in its sandbox
 * (and keeps the build in its cache); a compile error is the message. The server runs no sandbox.
 */
export const registerCheckerCompileRoutes = (deps: Deps): Router => {
  const r = Router();
  for (const kind of ['spj', 'interactive'] as const) {
    r.post(`/admin/problem/compile-${kind}`, async (req, res) => {
      const user = requireRole(req, problemEditors);
      const b = parseBody(body, req);
      const ask = {
        kind,
        language: b.language,
        code: b.code,
        requestedBy: user.uid,
        ...(b.extraFiles && Object.keys(b.extraFiles).length > 0
          ? { extraFiles: b.extraFiles }
          : {}),
      };
      const answer = await requestCheckerCompile(deps, ask, deps.checkerCompileTimeoutMs ?? 60_000);
      if (!answer) throw new HttpError(500, noJudge);
      if (!answer.ok) throw new HttpError(400, answer.message || 'Compile Error');
      ok(res, null, 'Compiled successfully');
    });
  }
  return r;
};
