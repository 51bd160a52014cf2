import { Router } from 'express';
import { z } from 'zod';
import { DomainError, handleCommand, trainingRegistrationStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { createAttemptGuard, retryLater } from '../infra/attempt-guard.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import {
  trainingRegistrationDecider,
  trainingRegistrationMessages,
} from './training-registration.decider.ts';
import { authorizeTrainingEntry, visibleTraining } from './training-access.ts';
import { hasTrainingAccess } from './training.policy.ts';
import {
  categoryVo,
  isTrainingRegistered,
  listCategories,
  listTrainingRows,
  trainingProgress,
  trainingVo,
} from './training.queries.ts';
import { foldTrainingRank, rankSourceRows } from './training-rank.ts';
import { trainingProblemList } from './training-problems.ts';
import { tidField } from './training-form.ts';

const tidQuery = z.object({ tid: tidField });
const pageOf = (size: number) => ({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(size).default(size),
});
const listQuery = z.object({
  ...pageOf(15),
  keyword: z
    .string()
    .trim()
    .max(200, 'The keyword can be at most 200 characters')
    .optional()
    .default(''),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  // HOJ sends auth only when a filter is picked; anything else lists every training.
  auth: z.enum(['Public', 'Private']).optional().catch(undefined),
});
const rankQuery = z.object({
  tid: tidField,
  ...pageOf(30),
  keyword: z
    .string()
    .trim()
    .max(200, 'The keyword can be at most 200 characters')
    .optional()
    .default(''),
});
const registerBody = z.object({
  tid: tidField,
  password: z
    .string({ error: trainingRegistrationMessages.empty })
    .max(100, 'The training password can be at most 100 characters'),
});

/** The public training pages: list, detail, problems, registration, access, rank, categories. */
export const registerTrainingRoutes = (deps: Deps): Router => {
  const r = Router();
  // Wrong training passwords per training and user: the login's growing delay.
  const passwordGuard = createAttemptGuard(deps.sql, 'training-password');

  r.get('/get-training-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    const { rows, total } = await listTrainingRows(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: q.keyword,
      admin: false,
      categoryId: q.categoryId,
      auth: q.auth,
    });
    const progress = await trainingProgress(
      deps.sql,
      rows.map((t) => Number(t.id)),
      req.auth.user?.uid ?? null,
    );
    ok(
      res,
      page(
        rows.map((t) => trainingVo(t, progress(Number(t.id)))),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  // `isTrainingAdmin` (not in HOJ's TrainingVO) tells the web whether to show real names and
  // the admin links: the server's one rule.
  r.get('/get-training-detail', async (req, res) => {
    const user = requireUser(req);
    const { tid } = parseQuery(tidQuery, req);
    const training = await visibleTraining(deps, user, tid);
    const registered = await isTrainingRegistered(deps.sql, tid, user.uid);
    const inside = hasTrainingAccess(training, registered, training.isAdmin);
    const progress = (await trainingProgress(deps.sql, [tid], inside ? user.uid : null))(tid);
    ok(res, { ...trainingVo(training, progress), isTrainingAdmin: training.isAdmin });
  });

  r.get('/get-training-problem-list', async (req, res) => {
    const user = requireUser(req);
    const { tid } = parseQuery(tidQuery, req);
    await authorizeTrainingEntry(deps, user, tid);
    ok(res, await trainingProblemList(deps.sql, tid, user.uid));
  });

  r.post('/register-training', async (req, res) => {
    const user = requireUser(req);
    const b = parseBody(registerBody, req);
    const training = await visibleTraining(deps, user, b.tid);
    const guesser = `${b.tid}|${user.uid}`;
    const wait = await passwordGuard.retryInSeconds(guesser);
    if (wait > 0) throw new HttpError(429, retryLater('Too many wrong passwords', wait));
    const result = await handleCommand(
      deps.store,
      trainingRegistrationStream(b.tid, user.uid),
      trainingRegistrationDecider,
      {
        type: 'RegisterForTraining',
        data: {
          tid: b.tid,
          password: b.password,
          training: { auth: training.auth, pwd: training.private_pwd, epoch: training.pwd_epoch },
        },
        metadata: { now: new Date().toISOString(), userId: user.uid },
      },
    ).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.message === trainingRegistrationMessages.wrong)
        await passwordGuard.fail(guesser);
      throw error;
    });
    await passwordGuard.succeed(guesser);
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'Register training successfully');
  });

  r.get('/get-training-access', async (req, res) => {
    const user = requireUser(req);
    const { tid } = parseQuery(tidQuery, req);
    const training = await visibleTraining(deps, user, tid);
    const registered = await isTrainingRegistered(deps.sql, tid, user.uid);
    ok(res, { access: hasTrainingAccess(training, registered, training.isAdmin) });
  });

  r.get('/get-training-rank', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(rankQuery, req);
    const training = await authorizeTrainingEntry(deps, user, q.tid);
    const rows = foldTrainingRank(await rankSourceRows(deps.sql, training), {
      keyword: q.keyword,
      admin: training.isAdmin,
    });
    const from = (q.currentPage - 1) * q.limit;
    ok(res, page(rows.slice(from, from + q.limit), rows.length, q.currentPage, q.limit));
  });

  r.get('/get-training-category', async (_req, res) => {
    ok(res, (await listCategories(deps.sql)).map(categoryVo));
  });

  return r;
};
