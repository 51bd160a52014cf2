import { Router } from 'express';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok, page } from '../http/envelope.ts';
import { id, parseQuery } from '../http/validate.ts';
import { assertGroup, assertGroupLevel } from './group.policy.ts';
import { listGroupRank } from './group-rank.queries.ts';
import { rankPageQuery, rankRecord } from '../ranking/index.ts';

// The group rank's page of 30 (spec 3 section 9) is the site rank's too.
const rankQuery = rankPageQuery.extend({ gid: id('gid') });

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
    const records = rows.map((u) => ({ ...rankRecord(u), rating: null }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });
  return r;
};
