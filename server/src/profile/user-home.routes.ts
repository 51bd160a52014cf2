import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { canSeeProblem } from '../problems/problem.policy.ts';
import { profileMsg } from './profile-messages.ts';
import {
  findUserHome,
  listProblemResults,
  listSubmissionDays,
  type ResultRow,
  type UserHomeRow,
} from './user-home.queries.ts';

const whoQuery = z.object({
  uid: z.string().trim().max(64).optional(),
  username: z.string().trim().max(100).optional(),
});

/** The user named by `uid` or `username`; neither given: the signed-in user. */
const targetOf = async (deps: Deps, req: Request): Promise<UserHomeRow> => {
  const q = parseQuery(whoQuery, req);
  const uid = q.uid || undefined;
  const username = q.username || undefined;
  const self = req.auth.user;
  const row =
    uid || username
      ? await findUserHome(deps.sql, { uid, username })
      : self && (await findUserHome(deps.sql, { uid: self.uid }));
  if (!row) throw new HttpError(404, profileMsg.userMissing);
  return row;
};

const solvedGroups = (solved: ResultRow[]) => {
  const groups: Record<string, { pid: number; problemId: string; title: string }[]> = {};
  for (const p of solved)
    (groups[String(p.difficulty)] ??= []).push({
      pid: p.pid,
      problemId: p.problem_id,
      title: p.title,
    });
  return groups;
};

const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** HOJ's UserHomeVO and the calendar heatmap (public; hidden problems stay hidden). */
export const registerUserHomeRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-user-home-info', async (req, res) => {
    const u = await targetOf(deps, req);
    // What the viewer may see, whoever they are looking at (the owner included).
    const visible = (await listProblemResults(deps.sql, u.uid)).filter((p) =>
      canSeeProblem(req.auth.user, p),
    );
    const solved = visible.filter((p) => p.solved);
    const scoreList = visible.flatMap((p) => (p.best_oi_rank_score ? [p.best_oi_rank_score] : []));
    ok(res, {
      uid: u.uid,
      username: u.username,
      nickname: u.nickname,
      avatar: u.avatar,
      titleName: u.title_name,
      titleColor: u.title_color,
      school: u.school,
      gender: u.gender,
      github: u.github,
      blog: u.blog,
      signature: u.signature,
      recentLoginTime: u.last_login_at?.toISOString() ?? null,
      total: u.total ?? 0,
      // Contest ratings do not exist yet; HOJ clients expect a number.
      rating: 0,
      score: scoreList.reduce((a, b) => a + b, 0),
      scoreList,
      solvedList: solved.map((p) => p.problem_id),
      solvedGroupByDifficulty: solvedGroups(solved),
    });
  });

  r.get('/get-user-calendar-heatmap', async (req, res) => {
    const u = await targetOf(deps, req);
    const now = Date.now();
    const endDate = utcDay(now);
    const start = new Date(now);
    start.setUTCFullYear(start.getUTCFullYear() - 1);
    start.setUTCDate(start.getUTCDate() + 1);
    const dataList = await listSubmissionDays(deps.sql, u.uid, utcDay(start.getTime()));
    ok(res, { endDate, dataList });
  });

  return r;
};
