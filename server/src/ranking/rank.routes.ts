import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { listRank, type RankRow } from './rank.queries.ts';

const typeMessage = 'The rank type must be 0 (ACM) or 1 (OI)';

/**
 * The query of every rank list (site and group): type 0 ACM or 1 OI, 30 a page by default
 * (spec 2 section 9, spec 3 section 9) with sizes up to 100, and a user search; HOJ's client
 * sends `null` for an empty search.
 */
export const rankPageQuery = z.object({
  type: z.coerce
    .number({ error: typeMessage })
    .int(typeMessage)
    .min(0, typeMessage)
    .max(1, typeMessage),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(30).default(30),
  searchUser: z.string().trim().max(100).nullish(),
});

/** A rank row as HOJ's OIRankVO / ACMRankVO carry it. */
export const rankRecord = (u: RankRow) => ({
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
});

/** GET /api/get-rank-list: the site ACM (type 0) and OI (type 1) rank lists. */
export const registerRankingRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-rank-list', async (req, res) => {
    const q = parseQuery(rankPageQuery, req);
    const { rows, total } = await listRank(deps.sql, {
      type: q.type === 0 ? 'acm' : 'oi',
      current: q.currentPage,
      size: q.limit,
      search: q.searchUser ?? '',
    });
    const records = rows.map(rankRecord);
    ok(res, page(records, total, q.currentPage, q.limit));
  });
  return r;
};
