import { Router } from 'express';
import { z } from 'zod';
import { compileChecker } from '@oj/judge/engine';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { problemEditors } from './problem.policy.ts';

const body = z.object({
  code: z
    .string({ error: 'The code is required' })
    .refine((c) => c.trim().length > 0, 'The code is required')
    .refine((c) => c.length <= 65535, 'Code Length can not exceed 65535'),
  language: z.enum(['C', 'C++'], { error: 'The language must be C or C++' }),
});

/**
 * compile-spj and compile-interactive: the checker or interactor is compiled in the sandbox on
 * this machine (the result is cached, so the judge reuses it); a compile error is the message.
 */
export const registerCheckerCompileRoutes = (_deps: Deps): Router => {
  const r = Router();
  for (const kind of ['spj', 'interactive'] as const) {
    r.post(`/admin/problem/compile-${kind}`, async (req, res) => {
      requireRole(req, problemEditors);
      const b = parseBody(body, req);
      const result = await compileChecker(b.language, b.code);
      if (!result.ok) throw new HttpError(400, result.message || 'Compile Error');
      ok(res, null, 'Compiled successfully');
    });
  }
  return r;
};
