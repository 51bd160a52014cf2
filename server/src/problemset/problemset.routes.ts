import { Router, type Request } from 'express';
import { z } from 'zod';
import { examplesToString, idOfLanguage, type Sql } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import {
  countFields,
  listPublicProblems,
  problemCounts,
  problemListRecords,
} from './problemset.queries.ts';
import { canSeeProblem, publicProblemWhere } from '../problems/problem.policy.ts';
import { canReadProblem, levelToSee } from '../problems/group-problem.policy.ts';
import { assertGroupProblemPage } from './group-problemset.routes.ts';
import { findProblemByDisplayId, findProblemRow } from '../problems/problem.queries.ts';
import type { PublicProblemRow } from './problem-detail.queries.ts';
import { tagsByName, tagVo } from '../tags/tags.queries.ts';
import { requireUser } from '../auth/authenticate.ts';
import { authorizeContestEntry } from '../contests/index.ts';
import { findContestProblemByDisplayId } from '../contests/contest.queries.ts';
import { contestProblemCount } from './contest-problem-count.ts';
import { checkTrainingProblem } from '../trainings/index.ts';

/** Tags one problem list filters by (every one must be on the problem): a problem has at most 50. */
const MAX_TAG_FILTER = 50;

/** `tagId` arrives as a comma string (the web client) or repeated (HOJ clients). */
const tagIdsOf = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v : (v ?? '').split(','))
    .map((x) => Number(x.trim()))
    .filter((x) => Number.isInteger(x) && x > 0);

const listQuery = z.object({
  keyword: z.string().max(200).optional(),
  difficulty: z.coerce.number().int().min(0).max(2).optional(),
  oj: z.string().max(20).optional(),
  // A query string is short (the HTTP parser caps its size): split first, then count.
  tagId: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(tagIdsOf)
    .refine((ids) => ids.length <= MAX_TAG_FILTER, `At most ${MAX_TAG_FILTER} tags can be chosen`),
  limit: z.coerce.number().int().min(1).max(100).optional().default(10),
  currentPage: z.coerce.number().int().min(1).optional().default(1),
});

const publicProblemVo = (p: PublicProblemRow) => ({
  id: Number(p.pid),
  problemId: p.problem_id,
  title: p.title,
  author: p.author,
  type: p.type,
  judgeMode: p.judge_mode,
  judgeCaseMode: p.judge_case_mode,
  timeLimit: p.time_limit,
  memoryLimit: p.memory_limit,
  stackLimit: p.stack_limit,
  description: p.description,
  input: p.input,
  output: p.output,
  examples: examplesToString(p.examples),
  isRemote: false,
  source: p.source,
  difficulty: p.difficulty,
  hint: p.hint,
  auth: p.auth,
  ioScore: p.io_score,
  codeShare: p.code_share,
  userExtraFile: p.user_extra_file ? JSON.stringify(p.user_extra_file) : null,
  isRemoveEndBlank: p.is_remove_end_blank,
  openCaseResult: p.open_case_result,
  isFileIO: p.is_file_io,
  ioReadFileName: p.io_read_file_name,
  ioWriteFileName: p.io_write_file_name,
  gid: p.gid,
  gmtCreate: p.gmt_create.toISOString(),
  gmtModified: p.gmt_modified.toISOString(),
});

const tagsOf = async (sql: Sql, names: string[]) => {
  const byName = await tagsByName(sql, names);
  return names.flatMap((n) => {
    const t = byName.get(n.toLowerCase());
    return t ? [tagVo(t)] : [];
  });
};

const notFound = 'The problem does not exist';

/** A problem's settings by pid: the site's rule, or its group's for a group's own problem. */
const problemFor = async (deps: Deps, req: Request, where: { pid: number }) => {
  const viewer = req.auth.user;
  const p = await findProblemRow(deps.sql, where.pid);
  if (!p || !(await canReadProblem(deps, viewer, p, (row) => canSeeProblem(viewer, row))))
    throw new HttpError(404, notFound);
  return p;
};

/**
 * The problem page by display id: outside groups the site's rule (a group's own problem is
 * its members', and only inside the group: 404 here, HOJ's "go to the group"); with `gid`
 * the group's problem for its members (private ones for its admins).
 */
const detailFor = async (deps: Deps, req: Request, problemId: string, gid?: number) => {
  const viewer = req.auth.user;
  const p = await findProblemByDisplayId(deps.sql, problemId);
  if (gid === undefined) {
    if (!p || !canSeeProblem(viewer, p)) throw new HttpError(404, notFound);
    return p;
  }
  // Members only; a private one is hidden from the members who are not its admins.
  const level = await assertGroupProblemPage(deps, requireUser(req), gid);
  if (!p || p.gid === null || Number(p.gid) !== gid || level < levelToSee(p.auth))
    throw new HttpError(404, notFound);
  return p;
};

/** The public problem set: list, detail, random pick, recent updates, per-problem bits. */
export const registerProblemsetRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-problem-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    if (q.oj && q.oj !== 'ME' && q.oj !== 'All' && q.oj !== 'Mine')
      return ok(res, page([], 0, q.currentPage, q.limit));
    const { rows, total } = await listPublicProblems(deps.sql, {
      ...q,
      keyword: q.keyword?.trim() || undefined,
      difficulty: q.difficulty,
      tagIds: q.tagId,
    });
    const records = await problemListRecords(deps.sql, rows);
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.get('/get-problem-detail', async (req, res) => {
    const { problemId, tid, gid } = parseQuery(
      z.object({
        problemId: z.string({ error: 'problemId is required' }).min(1, 'problemId is required'),
        // Opened inside a training: its entry rule and problem set apply (403 for non-members).
        tid: z.coerce.number().int().positive().optional().catch(undefined),
        // Opened inside a group: the group's own problem, for its members.
        gid: z.coerce.number().int().positive().optional().catch(undefined),
      }),
      req,
    );
    // Inside a training its entry rule and public problem set decide, as a contest does for its
    // problems: a group training opens its group's problems to the group's members.
    const inTraining = tid ? await findProblemByDisplayId(deps.sql, problemId) : undefined;
    if (tid && !inTraining) throw new HttpError(404, 'The problem does not exist');
    const p = inTraining ?? (await detailFor(deps, req, problemId, gid));
    if (tid) await checkTrainingProblem(deps, requireUser(req), tid, Number(p.pid));
    const [tags, counts] = await Promise.all([
      tagsOf(deps.sql, p.tags),
      problemCounts(deps.sql, Number(p.pid)),
    ]);
    const codeTemplate = Object.fromEntries(
      p.code_templates.filter((t) => t.status).map((t) => [t.language, t.code]),
    );
    ok(res, {
      problem: publicProblemVo(p),
      tags,
      languages: p.languages,
      problemCount: countFields(counts),
      codeTemplate,
    });
  });

  // A contest problem as the contest shows it (its display id and title), for those who may
  // enter the contest; the problem itself may be hidden from the public problem set.
  r.get('/get-contest-problem-details', async (req, res) => {
    const q = parseQuery(
      z.object({
        cid: z.coerce.number({ error: 'cid is required' }).int().positive('cid is required'),
        displayId: z.string({ error: 'displayId is required' }).min(1, 'displayId is required'),
      }),
      req,
    );
    const user = requireUser(req);
    const contest = await authorizeContestEntry(deps, user, q.cid);
    const cp = await findContestProblemByDisplayId(deps.sql, q.cid, q.displayId);
    const p = cp && (await findProblemRow(deps.sql, Number(cp.pid)));
    if (!cp || !p) throw new HttpError(404, 'The problem does not exist');
    const tags = await tagsOf(deps.sql, p.tags);
    const codeTemplate = Object.fromEntries(
      p.code_templates.filter((t) => t.status).map((t) => [t.language, t.code]),
    );
    ok(res, {
      problem: { ...publicProblemVo(p), problemId: cp.display_id, title: cp.display_title },
      tags,
      languages: p.languages,
      problemCount: await contestProblemCount(deps, user, contest, cp.display_id),
      codeTemplate,
    });
  });

  r.get('/get-random-problem', async (_req, res) => {
    const [row] = await deps.sql<
      { problem_id: string }[]
    >`SELECT problem_id FROM read.problems p WHERE ${deps.sql.unsafe(publicProblemWhere)} ORDER BY random() LIMIT 1`;
    if (!row) throw new HttpError(404, 'There are no problems yet');
    ok(res, { problemId: row.problem_id });
  });

  r.get('/get-recent-updated-problem', async (_req, res) => {
    const rows = await deps.sql<
      {
        pid: number;
        problem_id: string;
        title: string;
        type: number;
        gmt_create: Date;
        gmt_modified: Date;
      }[]
    >`
      SELECT pid, problem_id, title, type, gmt_create, gmt_modified FROM read.problems p
      WHERE ${deps.sql.unsafe(publicProblemWhere)} ORDER BY gmt_modified DESC LIMIT 5`;
    ok(
      res,
      rows.map((p) => ({
        id: Number(p.pid),
        problemId: p.problem_id,
        title: p.title,
        type: p.type,
        gmtCreate: p.gmt_create.toISOString(),
        gmtModified: p.gmt_modified.toISOString(),
      })),
    );
  });

  const pidQuery = z.object({
    pid: z.coerce.number({ error: 'pid is required' }).int().positive('pid is required'),
  });
  r.get('/get-problem-code-template', async (req, res) => {
    const p = await problemFor(deps, req, parseQuery(pidQuery, req));
    ok(
      res,
      p.code_templates.map((t, i) => ({
        id: i + 1,
        pid: Number(p.pid),
        lid: idOfLanguage(t.language),
        code: t.code,
        status: t.status,
      })),
    );
  });
  r.get('/get-problem-languages', async (req, res) => {
    const p = await problemFor(deps, req, parseQuery(pidQuery, req));
    ok(
      res,
      p.languages.map((name) => ({ id: idOfLanguage(name), name, oj: 'ME' })),
    );
  });
  // HOJ looks the tags up by pid; without one it finds none and answers an empty list.
  r.get('/get-problem-tags', async (req, res) => {
    const { pid } = parseQuery(pidQuery.partial(), req);
    const tags = pid === undefined ? [] : (await problemFor(deps, req, { pid })).tags;
    ok(res, await tagsOf(deps.sql, tags));
  });

  return r;
};
