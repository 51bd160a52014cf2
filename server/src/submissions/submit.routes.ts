import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  handleCommand,
  judgePriority,
  nextId,
  submissionDecider,
  submissionStream,
  type LanguageName,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { canSubmit } from '../accounts/user-type.policy.ts';
import { clientIp } from '../accounts/index.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { readSwitchConfig } from '../site/switch-config.queries.ts';
import { availableLanguages } from './languages.queries.ts';
import { canSeeProblem } from '../problems/problem.policy.ts';
import { assertGroupSubmit, groupProblemMessages } from '../problems/group-problem.policy.ts';
import { findProblemRow } from '../problems/problem.queries.ts';
import { takeThrottle } from '../infra/throttle.ts';
import { findSubmission } from './submission.queries.ts';
import { judgeVo } from './judge-vo.ts';
import { checkContestSubmit } from '../contests/index.ts';
import { checkTrainingProblem } from '../trainings/index.ts';
import { problemRef, resolvePid } from './problem-ref.ts';

const code = z
  .string({ error: 'Code can not be empty' })
  .refine((c) => c.trim().length > 0, 'Code can not be empty')
  .refine((c) => c.length <= 65535, 'Code Length can not exceed 65535');
const submitBody = z.object({
  pid: problemRef,
  language: z.string({ error: 'Language is required' }).min(1, 'Language is required'),
  code,
  cid: z.coerce.number().int().min(0).optional().default(0),
  gid: z.coerce.number().int().positive().nullable().optional(),
  tid: z.coerce.number().int().positive().nullable().optional(),
});
const testBody = submitBody.extend({
  userInput: z
    .string()
    .max(1000, 'The input data can be at most 1000 characters')
    .optional()
    .default(''),
  expectedOutput: z
    .string()
    .max(10000, 'The expected output can be at most 10000 characters')
    .optional(),
  type: z
    .enum(['public', 'contest', 'group'], { error: 'type must be public, contest or group' })
    .optional()
    .default('public'),
});

/** Shared checks of a real submission and a test judge; returns what the event needs. */
const checkSubmit = async (
  deps: Deps,
  req: Request,
  body: z.infer<typeof submitBody>,
  throttle: 'submit' | 'test-judge',
) => {
  const user = requireUser(req);
  if (!canSubmit(user)) throw new HttpError(403, 'Sorry, you are not allowed to submit');
  const switches = await readSwitchConfig(deps.sql);
  const inContest = body.cid !== 0;
  // HOJ: a group's id counts only for its own problems, outside contests and trainings.
  const gid = inContest || body.tid ? null : (body.gid ?? null);
  const [open, closed] = inContest
    ? [switches.openContestJudge, 'contest']
    : gid !== null
      ? [switches.openGroupJudge, 'group']
      : [switches.openPublicJudge, 'public'];
  if (!open && user.role !== 'root')
    throw new HttpError(
      403,
      closed === 'group'
        ? groupProblemMessages.judgeClosed
        : `The administrator has closed the judging of ${closed} problems, please try again later`,
    );
  // A contest problem may be hidden from the public list: the contest's rules decide.
  const tid = inContest ? undefined : (body.tid ?? undefined);
  const pid = await resolvePid(deps, body.pid, body.cid, tid);
  if (inContest) await checkContestSubmit(deps, user, body.cid, pid, new Date());
  // Inside a training: its entry rule (a private one's members and admins, a group training's
  // group members) and problem set, which then decide as a contest does.
  const training = tid ? await checkTrainingProblem(deps, user, tid, pid) : undefined;
  const problem = await findProblemRow(deps.sql, pid);
  if (problem && gid !== null) await assertGroupSubmit(deps, user, gid, problem);
  else if (!problem || (!inContest && !tid && !canSeeProblem(user, problem)))
    throw new HttpError(404, 'The problem does not exist');
  const language = body.language as LanguageName;
  if (!problem.languages.includes(language))
    throw new HttpError(400, `The language ${body.language} is not allowed for this problem`);
  const available = await availableLanguages(deps.sql);
  if (!available.some((l) => l.name === language))
    throw new HttpError(400, `No judge can run ${body.language} at the moment`);
  // Last, so a refused request never uses up the interval; one statement, so parallel
  // submits cannot all pass the check before any of them is recorded.
  if (user.role !== 'root') {
    const wait = await takeThrottle(
      deps.sql,
      throttle,
      user.uid,
      switches.defaultSubmitInterval * 1000,
    );
    if (wait > 0)
      throw new HttpError(
        429,
        `Submitting too fast, please wait ${Math.ceil(wait / 1000)} seconds`,
      );
  }
  // HOJ: a training's submission belongs to the training's group (none on the site), so a
  // group training's runs show in that group's status.
  const group = training ? (training.gid === null ? null : Number(training.gid)) : gid;
  return { user, problem, language, cid: body.cid, tid, gid: group };
};

type Checked = Awaited<ReturnType<typeof checkSubmit>>;

/** Appends SubmissionCreated for a checked request and waits until the row can be read. */
const createSubmission = async (
  deps: Deps,
  req: Request,
  c: Checked,
  code: string,
  extra: {
    kind: 'submission' | 'test';
    priority: number;
    userInput?: string;
    expectedOutput?: string | undefined;
  },
) => {
  const submitId = await nextId(deps.sql, 'submission');
  const { expectedOutput, ...rest } = extra;
  const result = await handleCommand(deps.store, submissionStream(submitId), submissionDecider, {
    type: 'CreateSubmission',
    data: {
      submitId,
      pid: c.problem.pid,
      displayPid: c.problem.problem_id,
      uid: c.user.uid,
      username: c.user.username,
      language: c.language,
      code,
      length: code.length,
      cid: c.cid,
      gid: c.gid,
      ...(c.tid ? { tid: c.tid } : {}),
      ip: clientIp(req),
      submitTime: new Date().toISOString(),
      ...rest,
      ...(expectedOutput !== undefined ? { expectedOutput } : {}),
    },
  });
  await deps.projections.waitFor(result.appended?.position ?? 0);
  return submitId;
};

/** submit-problem-judge and the custom-input test judge. */
export const registerSubmitRoutes = (deps: Deps): Router => {
  const r = Router();

  r.post('/submit-problem-judge', async (req, res) => {
    const body = parseBody(submitBody, req);
    const checked = await checkSubmit(deps, req, body, 'submit');
    const submitId = await createSubmission(deps, req, checked, body.code, {
      kind: 'submission',
      priority: checked.cid !== 0 ? judgePriority.contest : judgePriority.ordinary,
    });
    const row = await findSubmission(deps.sql, submitId);
    ok(
      res,
      row ? judgeVo(row, { code: true, judger: checked.user.role === 'root' }) : { submitId },
      'Submit code successfully',
    );
  });

  r.post('/submit-problem-test-judge', async (req, res) => {
    const body = parseBody(testBody, req);
    const checked = await checkSubmit(deps, req, body, 'test-judge');
    const submitId = await createSubmission(deps, req, checked, body.code, {
      kind: 'test',
      priority: judgePriority.test,
      userInput: body.userInput,
      expectedOutput: body.expectedOutput,
    });
    ok(res, `TEST_JUDGE_${submitId}`);
  });

  return r;
};
