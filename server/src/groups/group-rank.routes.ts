import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok, page } from '../http/envelope.ts';
import { id, parseQuery } from '../http/validate.ts';
import { assertGroup, assertGroupLevel, groupLimits } from './group.policy.ts';
import { listGroupRank } from './group-rank.queries.ts';

const typeMessage = 'The rank type must be 0 (ACM) or 1 (OI)';
const rankQuery = z.object({
  gid: id('gid'),
  type: z.coerce
    .number({ error: typeMessage })
    .int(typeMessage)
    .min(0, typeMessage)
    .max(1, typeMessage),
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .catch(groupLimits.rankPage)
    .default(groupLimits.rankPage),
  searchUser: z.string().trim().max(100).nullish(),
});

/** `GET /api/get-group-rank-list`: the members' ACM (type 0) or OI (type 1) rank, members only. */
export const registerGroupRankRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/get-group-rank-list', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(rankQuery, req);
    await assertGroup(deps.sql, q.gid, user.role);
    await assertGroupLevel(deps.sql, q.gid, user, 3);
    const { rows, total } = await listGroupRank(deps.sql, {
      gid: q.gid,
      type: q.type === 0 ? 'acm' : 'oi',
      current: q.currentPage,
      size: q.limit,
      search: q.searchUser ?? '',
    });
    // HOJ's OIRankVO; its group rank leaves `rating` empty (the web shows the AC rate there).
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
      rating: null,
    }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });
  return r;
};
