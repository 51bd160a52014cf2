import { Router } from 'express';
import { z } from 'zod';
import { statusCode } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { availableLanguages } from './languages.queries.ts';
import { canSeeProblem } from '../problems/problem.policy.ts';
import { findProblemRow } from '../problems/problem.queries.ts';
import { findSubmission } from './submission.queries.ts';

/** The test judge's result (its author only) and the language list. */
export const registerTestJudgeRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-test-judge-result', async (req, res) => {
    const user = requireUser(req);
    const { testJudgeKey } = parseQuery(
      z.object({ testJudgeKey: z.string({ error: 'testJudgeKey is required' }) }),
      req,
    );
    const id = Number(/^TEST_JUDGE_(\d+)$/.exec(testJudgeKey)?.[1]);
    const s = Number.isFinite(id) ? await findSubmission(deps.sql, id) : undefined;
    if (!s || s.kind !== 'test' || s.uid !== user.uid)
      throw new HttpError(404, 'The test judge result does not exist or has expired');
    const problem = await findProblemRow(deps.sql, Number(s.pid));
    ok(res, {
      status: statusCode[s.status],
      time: s.time,
      memory: s.memory,
      userInput: s.user_input,
      userOutput: s.user_output,
      expectedOutput: s.expected_output,
      stderr: s.stderr ?? s.error_message,
      problemJudgeMode: problem?.judge_mode ?? 'default',
    });
  });

  r.get('/languages', async (req, res) => {
    const q = parseQuery(z.object({ pid: z.coerce.number().int().positive().optional() }), req);
    const langs = await availableLanguages(deps.sql);
    const found = q.pid ? await findProblemRow(deps.sql, q.pid) : undefined;
    // A problem the viewer may not see answers like no problem: its settings are not public.
    const problem = found && canSeeProblem(req.auth.user, found) ? found : undefined;
    const allowed = problem ? langs.filter((l) => problem.languages.includes(l.name)) : langs;
    ok(
      res,
      allowed.map((l, i) => ({
        id: i + 1,
        name: l.name,
        description: l.description,
        contentType: l.content_type,
        compileCommand: l.compile_command,
        template: l.template,
        codeTemplate: l.template,
        isSpj: l.name === 'C' || l.name === 'C++',
        oj: 'ME',
        seq: 0,
      })),
    );
  });

  return r;
};
