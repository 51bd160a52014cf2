import { Router, type Request } from 'express';
import { z } from 'zod';
import { clarificationCategories, clarificationStream, handleCommand, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { takeThrottleSlot } from '../infra/throttle.ts';
import { authorizeContestEntry, visibleContest } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { findContestProblemByDisplayId } from './contest.queries.ts';
import {
  clarificationDecider,
  clarificationMessages as m,
  type ClarificationCommand,
} from './clarification.decider.ts';
import {
  clarificationVo,
  contestantClarifications,
  findClarification,
  juryClarifications,
} from './clarification.queries.ts';

/**
 * The standard answers a judge picks from (DOMjudge's and ICPC practice); the web shows each
 * in the reader's language and puts the chosen text in the answer box.
 */
export const cannedAnswers = [
  { key: 'no-comment', en: 'No comment.', zh: '无可奉告。' },
  { key: 'read-statement', en: 'Read the problem statement.', zh: '请仔细阅读题面。' },
  { key: 'invalid', en: 'Invalid clarification.', zh: '无效的提问。' },
  { key: 'yes', en: 'Yes.', zh: '是的。' },
  { key: 'no', en: 'No.', zh: '不是。' },
  { key: 'judges-correct', en: 'The judges are correct.', zh: '评测结果无误。' },
] as const;

/** Questions per contestant and contest in any minute: enough to ask, too few to flood the jury. */
export const ASK_BURST = 3;
const ASK_WINDOW_MS = 60_000;

const problemMissing = 'The problem does not exist in this contest';
const text = (empty: string) => z.string({ error: empty });
/** A display id, or null/"" for a general question (HOJ sends nulls for empty fields). */
const displayId = z
  .union([z.string(), z.number()], { error: 'pid must be a display id' })
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v)));
const category = z
  .enum(clarificationCategories, { error: 'category must be general or technical' })
  .nullish()
  .transform((v) => v ?? null);

/** One of a contestant's few questions a minute in this contest, or the 429 that says when. */
const takeAskSlot = async (deps: Deps, cid: number, uid: string) => {
  const key = `${cid}|${uid}`;
  const wait = await takeThrottleSlot(deps.sql, 'clarification-ask', key, ASK_BURST, ASK_WINDOW_MS);
  if (wait > 0) throw new HttpError(429, m.tooFast(Math.ceil(wait / 1000)));
};

/** The contest's display id of `pid`, as the contest spells it (400 when not in the contest). */
const contestPid = async (deps: Deps, cid: number, pid: string | null) => {
  if (pid === null) return null;
  const problem = await findContestProblemByDisplayId(deps.sql, cid, pid);
  if (!problem) throw new HttpError(400, problemMissing);
  return problem.display_id;
};

/** The contest with the signed-in user as its admin (the jury), or the 401/403/404 why not. */
const jury = async (deps: Deps, req: Request, cid: number) => {
  const user = requireUser(req);
  const contest = await visibleContest(deps, req, cid);
  if (!isContestAdmin(user, contest)) throw new HttpError(403, noContestAccess);
  return { user, contest, metadata: { now: new Date().toISOString(), userId: user.uid } };
};

/** Runs one clarification command and waits until the read model shows it. */
const run = async (deps: Deps, cid: number, command: ClarificationCommand) => {
  const row = command.type === 'ClaimClarification' || command.type === 'AnswerClarification';
  if (row && Number((await findClarification(deps.sql, command.data.id))?.cid) !== cid)
    throw new HttpError(404, m.missing);
  const result = await handleCommand(
    deps.store,
    clarificationStream(command.data.id),
    clarificationDecider,
    command,
  );
  await deps.projections.waitFor(result.appended?.position ?? 0);
};

/**
 * Contest clarifications: contestants ask (per problem or general) while the contest runs and
 * read their own questions and everything answered to all; the jury (contest admins) claims,
 * answers privately or to all, and posts to everyone. Pushes come from the projection.
 */
export const registerClarificationRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-clarification-canned-answers', (_req, res) => ok(res, cannedAnswers));

  r.get('/get-contest-clarifications', async (req, res) => {
    const q = parseQuery(z.object({ cid: id('cid') }), req);
    const user = req.auth.user;
    await authorizeContestEntry(deps, user, q.cid);
    const rows = await contestantClarifications(deps.sql, q.cid, user?.uid ?? null);
    ok(
      res,
      rows.map((c) => clarificationVo(c, user?.uid ?? null, false)),
    );
  });

  r.post('/submit-contest-clarification', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(
      z.object({ cid: id('cid'), pid: displayId, content: text(m.emptyQuestion) }),
      req,
    );
    const contest = await authorizeContestEntry(deps, user, body.cid);
    const pid = await contestPid(deps, body.cid, body.pid);
    await takeAskSlot(deps, body.cid, user.uid);
    const clarificationId = await nextId(deps.sql, 'clarification');
    await run(deps, body.cid, {
      type: 'AskClarification',
      data: {
        cid: body.cid,
        id: clarificationId,
        username: user.username,
        pid,
        text: body.content,
        startTime: contest.start_time.toISOString(),
        endTime: contest.end_time.toISOString(),
      },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    ok(res, { id: clarificationId }, 'Submit successfully');
  });

  r.get('/get-contest-clarification-queue', async (req, res) => {
    const q = parseQuery(z.object({ cid: id('cid') }), req);
    const { user } = await jury(deps, req, q.cid);
    const rows = await juryClarifications(deps.sql, q.cid);
    ok(
      res,
      rows.map((c) => clarificationVo(c, user.uid, true)),
    );
  });

  r.put('/claim-contest-clarification', async (req, res) => {
    const body = parseBody(z.object({ cid: id('cid'), id: id('id') }), req);
    const { user, metadata } = await jury(deps, req, body.cid);
    const data = { cid: body.cid, id: body.id, byName: user.username };
    await run(deps, body.cid, { type: 'ClaimClarification', data, metadata });
    ok(res, null, 'Update successfully');
  });

  r.put('/answer-contest-clarification', async (req, res) => {
    const body = parseBody(
      z.object({
        cid: id('cid'),
        id: id('id'),
        answer: text(m.emptyAnswer),
        toAll: z.boolean({ error: 'toAll must be true or false' }).nullish(),
        category,
      }),
      req,
    );
    const { user, metadata } = await jury(deps, req, body.cid);
    const { cid, answer } = body;
    const data = { cid, id: body.id, answer, toAll: body.toAll ?? false, category: body.category };
    await run(deps, cid, {
      type: 'AnswerClarification',
      data: { ...data, byName: user.username },
      metadata,
    });
    ok(res, null, 'Update successfully');
  });

  r.post('/post-contest-clarification', async (req, res) => {
    const body = parseBody(
      z.object({ cid: id('cid'), pid: displayId, content: text(m.emptyAnswer), category }),
      req,
    );
    const { user, metadata } = await jury(deps, req, body.cid);
    const pid = await contestPid(deps, body.cid, body.pid);
    const clarificationId = await nextId(deps.sql, 'clarification');
    await run(deps, body.cid, {
      type: 'PostClarification',
      data: {
        cid: body.cid,
        id: clarificationId,
        pid,
        text: body.content,
        category: body.category,
        byName: user.username,
      },
      metadata,
    });
    ok(res, { id: clarificationId }, 'Submit successfully');
  });

  return r;
};
