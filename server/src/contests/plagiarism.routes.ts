import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { contestMissing, isContestAdmin } from './contest.policy.ts';
import { contestProblemRows, findContestRow } from './contest.queries.ts';
import type { ProblemInput } from './plagiarism/job.ts';
import { alreadyRunning, plagiarismJobsOf } from './plagiarism/jobs.ts';

export const plagiarismMessages = {
  notAdmin: 'Only the admins of this contest can check it for plagiarism',
  noJob: 'The plagiarism check does not exist (finished checks expire after a few hours)',
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

/** A check the signed-in user administers the contest of. */
const administeredJob = async (deps: Deps, req: Request, id: string) => {
  requireUser(req);
  const job = plagiarismJobsOf(deps).get(id);
  if (!job) throw new HttpError(404, plagiarismMessages.noJob);
  await administered(deps, req, job.cid);
  return job;
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
    sources: rows
      .filter((r) => Number(r.pid) === Number(p.pid))
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
    if (jobs.running(body.cid, pid)) throw new HttpError(409, alreadyRunning);
    const problems = await acceptedCodes(deps, body.cid, body.pid);
    if (jobs.running(body.cid, pid)) throw new HttpError(409, alreadyRunning);
    ok(res, jobs.start(body.cid, pid, user.username, problems).summary());
  });

  r.get('/contest/plagiarism/jobs', async (req, res) => {
    const { cid } = parseQuery(z.object({ cid: id('cid') }), req);
    await administered(deps, req, cid);
    ok(
      res,
      jobs.ofContest(cid).map((j) => j.summary()),
    );
  });

  r.get('/contest/plagiarism/status', async (req, res) => {
    const q = parseQuery(jobQuery, req);
    ok(res, (await administeredJob(deps, req, q.jobId)).summary());
  });

  r.post('/contest/plagiarism/cancel', async (req, res) => {
    const q = parseBody(jobQuery, req);
    const job = await administeredJob(deps, req, q.jobId);
    job.cancel();
    ok(res, job.summary());
  });

  r.get('/contest/plagiarism/result', async (req, res) => {
    const q = parseQuery(jobQuery, req);
    const job = await administeredJob(deps, req, q.jobId);
    if (job.state !== 'done') throw new HttpError(400, plagiarismMessages.notDone);
    ok(res, { ...job.summary(), results: job.result() });
  });

  r.get('/contest/plagiarism/pair', async (req, res) => {
    const q = parseQuery(pairQuery, req);
    const job = await administeredJob(deps, req, q.jobId);
    if (job.state !== 'done') throw new HttpError(400, plagiarismMessages.notDone);
    const pair = job.pairDetail(q.left, q.right);
    if (!pair) throw new HttpError(404, plagiarismMessages.noPair);
    ok(res, pair);
  });
  return r;
};
