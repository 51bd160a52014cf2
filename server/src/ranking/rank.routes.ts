import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { listRank } from './rank.queries.ts';

const rankQuery = z.object({
  type: z.coerce
    .number({ error: 'The rank type must be 0 (ACM) or 1 (OI)' })
    .int('The rank type must be 0 (ACM) or 1 (OI)')
    .min(0, 'The rank type must be 0 (ACM) or 1 (OI)')
    .max(1, 'The rank type must be 0 (ACM) or 1 (OI)'),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  // The general rank list: 30 a page by default (spec 2, section 9); sizes up to 100.
  limit: z.coerce.number().int().min(1).max(100).catch(30).default(30),
  searchUser: z.string().trim().max(100).optional(),
});

/** GET /api/get-rank-list: the site ACM (type 0) and OI (type 1) rank lists. */
export const registerRankingRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-rank-list', async (req, res) => {
    const q = parseQuery(rankQuery, req);
    const { rows, total } = await listRank(deps.sql, {
      type: q.type === 0 ? 'acm' : 'oi',
      current: q.currentPage,
      size: q.limit,
      search: q.searchUser ?? '',
    });
    const records = rows.map((u) => ({
      uid: u.uid,
      username: u.username,
      nickname: u.nickname,
      avatar: u.avatar,
      titleName: u.title_name,
      titleColor: u.title_color,
      signature: u.signature,
      ac: u.ac,
      total: u.total,
      score: u.score,
    }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });
  return r;
};
