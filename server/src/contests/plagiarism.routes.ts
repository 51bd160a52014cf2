import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { contestMissing, isContestAdmin } from './contest.policy.ts';
import { contestProblemRows, findContestRow } from './contest.queries.ts';
import {
  checkRow,
  contestChecks,
  requestCancel,
  runningCheck,
  summaryOf,
} from './plagiarism/checks-table.ts';
import type { ProblemInput } from './plagiarism/job.ts';
import { alreadyRunning, plagiarismJobsOf } from './plagiarism/jobs.ts';

export const plagiarismMessages = {
  notAdmin: 'Only the admins of this contest can check it for plagiarism',
  noJob: 'The plagiarism check does not exist (a newer check of the same problem replaces it)',
  notInContest: 'The problem is not in this contest',
  notDone: 'The plagiarism check has not finished',
  noPair: 'The two submissions are not a pair of this check',
};

const startBody = z.object({
  cid: id('cid'),
  /** One problem (its pid); absent checks every problem of the contest. */
  pid: z.coerce.number().int().positive('pid must be a problem id').optional(),
});
const jobId = z.string({ error: 'jobId is required' }).uuid('jobId is not a check id');
const jobQuery = z.object({ jobId });
const pairQuery = z.object({ jobId, left: id('left'), right: id('right') });

interface CodeRow {
  submit_id: number | string;
  pid: number | string;
  uid: string;
  username: string;
  language: string;
  code: string;
}

/** The contest with the signed-in user as its admin, or the 404/403 that says why not. */
const administered = async (deps: Deps, req: Request, cid: number) => {
  const user = requireUser(req);
  const contest = await findContestRow(deps.sql, cid);
  if (!contest) throw new HttpError(404, contestMissing);
  if (!isContestAdmin(user, contest)) throw new HttpError(403, plagiarismMessages.notAdmin);
  return user;
};

/** A check (from the table: any process may run it) the signed-in user administers. */
const administeredCheck = async (deps: Deps, req: Request, id: string) => {
  requireUser(req);
  const check = await checkRow(deps.sql, id);
  if (!check) throw new HttpError(404, plagiarismMessages.noJob);
  await administered(deps, req, check.cid);
  return check;
};

/** A check's summary as it is now (a cancelled one may just have been replaced: 404). */
const currentSummary = async (deps: Deps, id: string) => {
  const check = await checkRow(deps.sql, id);
  if (!check) throw new HttpError(404, plagiarismMessages.noJob);
  return summaryOf(check);
};

/** A finished check's row, or the 400 that says it has not finished. */
const doneCheck = async (deps: Deps, req: Request, id: string) => {
  const check = await administeredCheck(deps, req, id);
  if (summaryOf(check).state !== 'done') throw new HttpError(400, plagiarismMessages.notDone);
  return check;
};

/** The latest accepted code of each user on each problem asked (one user never pairs itself). */
const acceptedCodes = async (deps: Deps, cid: number, pid: number | undefined) => {
  const problems = (await contestProblemRows(deps.sql, cid)).filter(
    (p) => pid === undefined || Number(p.pid) === pid,
  );
  if (pid !== undefined && problems.length === 0)
    throw new HttpError(400, plagiarismMessages.notInContest);
  const rows = await deps.sql<CodeRow[]>`
    SELECT DISTINCT ON (s.pid, s.uid) s.submit_id, s.pid, s.uid, s.username, s.language, s.code
    FROM read.submissions s
    WHERE s.cid = ${cid} AND s.kind = 'submission' AND s.status = 'AC'
      ${pid === undefined ? deps.sql`` : deps.sql`AND s.pid = ${pid}`}
    ORDER BY s.pid, s.uid, s.submit_time DESC, s.submit_id DESC`;
  return problems.map((p): ProblemInput => ({
    pid: Number(p.pid),
    displayId: p.display_id,
    // By username: a pair reads left to right in name order, the same on every run.
    sources: rows
      .filter((r) => Number(r.pid) === Number(p.pid))
      .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0))
      .map((r) => ({ ...r, submitId: Number(r.submit_id) })),
  }));
};

/**
 * Plagiarism checks of a contest's accepted codes under /api/contest/plagiarism, for its
 * contest admins: start one (a problem or all), follow its progress, cancel it, read the
 * ranked pairs and one pair's codes with the matched fragments.
 */
export const registerPlagiarismRoutes = (deps: Deps): Router => {
  const r = Router();
  const jobs = plagiarismJobsOf(deps);

  r.post('/contest/plagiarism/start', async (req, res) => {
    const body = parseBody(startBody, req);
    const user = await administered(deps, req, body.cid);
    const pid = body.pid ?? null;
    if (await runningCheck(deps.sql, body.cid, pid)) throw new HttpError(409, alreadyRunning);
    const problems = await acceptedCodes(deps, body.cid, body.pid);
    // The table decides between two starts racing on two processes.
    const job = await jobs.start(body.cid, pid, user.username, problems).catch((e: unknown) => {
      throw e instanceof Error && e.message === alreadyRunning ? new HttpError(409, e.message) : e;
    });
    ok(res, await currentSummary(deps, job.id));
  });

  r.get('/contest/plagiarism/jobs', async (req, res) => {
    const { cid } = parseQuery(z.object({ cid: id('cid') }), req);
    await administered(deps, req, cid);
    ok(res, (await contestChecks(deps.sql, cid)).map(summaryOf));
  });

  r.get('/contest/plagiarism/status', async (req, res) => {
    const q = parseQuery(jobQuery, req);
    ok(res, summaryOf(await administeredCheck(deps, req, q.jobId)));
  });

  r.post('/contest/plagiarism/cancel', async (req, res) => {
    const q = parseBody(jobQuery, req);
    await administeredCheck(deps, req, q.jobId);
    // The process running it reads the flag at its next progress write; here, at once.
    await requestCancel(deps.sql, q.jobId);
    jobs.get(q.jobId)?.cancel();
    ok(res, await currentSummary(deps, q.jobId));
  });

  r.get('/contest/plagiarism/result', async (req, res) => {
    const q = parseQuery(jobQuery, req);
    const check = await doneCheck(deps, req, q.jobId);
    ok(res, { ...summaryOf(check), results: check.results });
  });

  r.get('/contest/plagiarism/pair', async (req, res) => {
    const q = parseQuery(pairQuery, req);
    const check = await doneCheck(deps, req, q.jobId);
    const held = jobs.get(check.id);
    const pair = held
      ? held.pairDetail(q.left, q.right)
      : await jobs.rebuilt.pair(deps.sql, check, q.left, q.right);
    if (!pair) throw new HttpError(404, plagiarismMessages.noPair);
    ok(res, pair);
  });
  return r;
};
