import { Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { resetResolver, resolverContest, resolverState, startResolver } from './resolver.ts';

const cid = z.coerce.number({ error: 'cid is required' }).int().positive('cid is required');
const count = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number from 0 to 1000` })
    .int(`${label} must be a whole number from 0 to 1000`)
    .min(0, `${label} must be a whole number from 0 to 1000`)
    .max(1000, `${label} must be a whole number from 0 to 1000`);

const startRequest = z.object({
  cid,
  removeStar: z.boolean().optional().default(false),
  gold: count('gold'),
  silver: count('silver'),
  bronze: count('bronze'),
});

/**
 * The shared projector reveal of a contest (its admins only): its state for a screen that
 * (re)loads, and its start and reset. Steps come over the socket (`resolver:step`).
 */
export const registerResolverRoutes = (deps: Deps): Router => {
  const r = Router();

  r.get('/get-contest-resolver', async (req, res) => {
    const q = parseQuery(z.object({ cid }), req);
    await resolverContest(deps, req.auth.user, q.cid);
    ok(res, await resolverState(deps, q.cid));
  });

  r.post('/start-contest-resolver', async (req, res) => {
    const b = parseBody(startRequest, req);
    const medals = { gold: b.gold, silver: b.silver, bronze: b.bronze };
    ok(
      res,
      await startResolver(deps, requireUser(req), { cid: b.cid, removeStar: b.removeStar, medals }),
    );
  });

  r.post('/reset-contest-resolver', async (req, res) => {
    const b = parseBody(z.object({ cid }), req);
    ok(res, await resetResolver(deps, requireUser(req), b.cid));
  });

  return r;
};
