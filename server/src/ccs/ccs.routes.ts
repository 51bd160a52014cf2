import { Router, type Request, type Response } from 'express';
import { zipSync, strToU8 } from 'fflate';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { basicUser, CcsError, readableContest, readableContests, sendError } from './ccs-access.ts';
import { awardObjects, scoreboardObject } from './ccs-board.ts';
import { feedGroups, feedLines } from './ccs-feed.ts';
import { eventFeed } from './ccs-feed.routes.ts';
import { judgementTypes } from './ccs-format.ts';
import * as o from './ccs-objects.ts';
import { loadSnapshot, type Snapshot } from './ccs-snapshot.ts';
import { accessObject } from './ccs-access-object.ts';
import { clarificationPositions } from './ccs-clarifications.ts';

type Handler = (req: Request, res: Response, user: UserRow | null) => Promise<void>;

/** Every CCS answer: CORS open, Basic auth, failures in the spec's `{code, message}`. */
const ccs =
  (deps: Deps, h: Handler) =>
  async (req: Request, res: Response): Promise<void> => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    try {
      await h(req, res, await basicUser(deps, req));
    } catch (e) {
      if (!(e instanceof CcsError)) throw e;
      if (res.headersSent) return void res.end();
      sendError(res, e);
    }
  };

const collections: Record<string, (s: Snapshot) => { id: string }[]> = {
  'judgement-types': () => [...judgementTypes],
  languages: o.languageObjects,
  problems: o.problemObjects,
  groups: o.groupObjects,
  organizations: o.organizationObjects,
  teams: o.teamObjects,
  accounts: o.accountObjects,
  submissions: (s) => o.submissions(s).map((x) => x.data),
  judgements: (s) => o.judgements(s).map((x) => x.data),
  runs: (s) => o.runs(s).map((x) => x.data),
  awards: awardObjects,
  clarifications: (s) => s.clarifications.map((c) => c.data),
};

/** The spec's filter: every `*_id` query parameter must match (empty string matches null). */
const filtered = (objects: { id: string }[], q: Request['query']) =>
  objects.filter((x) =>
    Object.entries(q).every(
      ([k, v]) =>
        !k.endsWith('_id') ||
        ((x as Record<string, unknown>)[k] ?? '') === (typeof v === 'string' ? v : ''),
    ),
  );

export const registerCcsRoutes = (deps: Deps): Router => {
  const r = Router();
  const snapshot = async (req: Request, user: UserRow | null) => {
    const now = new Date();
    const c = await readableContest(deps, user, String(req.params.cid), now);
    return loadSnapshot(deps, c, user, now);
  };
  r.get(
    '/',
    ccs(deps, async (_req, res) => {
      res.json({
        version: '2023-06',
        version_url: 'https://ccs-specs.icpc.io/2023-06/contest_api',
        provider: { name: 'OJ', version: null },
      });
    }),
  );
  r.get(
    '/contests',
    ccs(deps, async (_req, res, user) => {
      const now = new Date();
      const rows = await readableContests(deps, user, now);
      const snaps = await Promise.all(rows.map((c) => loadSnapshot(deps, c, user, now)));
      res.json(snaps.map(o.contestObject));
    }),
  );
  r.get(
    '/contests/:cid',
    ccs(deps, async (req, res, user) => void res.json(o.contestObject(await snapshot(req, user)))),
  );
  r.get(
    '/contests/:cid/state',
    ccs(deps, async (req, res, user) => void res.json(o.stateObject(await snapshot(req, user)))),
  );
  r.get(
    '/contests/:cid/access',
    ccs(
      deps,
      async (req, res, user) => void res.json(accessObject((await snapshot(req, user)).admin)),
    ),
  );
  r.get(
    '/contests/:cid/scoreboard',
    ccs(deps, async (req, res, user) => void res.json(scoreboardObject(await snapshot(req, user)))),
  );
  r.get(
    '/contests/:cid/event-feed',
    ccs(deps, (req, res, user) => eventFeed(deps, req, res, user)),
  );
  r.get(
    '/contests/:cid/package',
    ccs(deps, async (req, res, user) => {
      const s = await snapshot(req, user);
      if (!s.admin) throw new CcsError(403, 'Only contest admins may export the contest package');
      const groups = feedGroups(s, await clarificationPositions(deps, s.clarifications));
      const feed = feedLines(groups, null).join('\n') + '\n';
      const zip = zipSync({
        'contest.json': strToU8(JSON.stringify(o.contestObject(s), null, 2)),
        'event-feed.ndjson': strToU8(feed),
      });
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="contest-${s.contest.id}.zip"`);
      res.end(Buffer.from(zip));
    }),
  );
  const list = async (req: Request, user: UserRow | null) => {
    const type = String(req.params.type);
    const of = collections[type];
    if (!of) throw new CcsError(404, `Unknown endpoint ${type}`);
    const s = await snapshot(req, user);
    if (type === 'accounts' && !s.admin)
      throw new CcsError(403, 'Only contest admins may read accounts');
    return of(s);
  };
  r.get(
    '/contests/:cid/:type',
    ccs(deps, async (req, res, user) => void res.json(filtered(await list(req, user), req.query))),
  );
  r.get(
    '/contests/:cid/:type/:id',
    ccs(deps, async (req, res, user) => {
      const found = (await list(req, user)).find((x) => x.id === req.params.id);
      if (!found) throw new CcsError(404, `No ${String(req.params.type)} ${String(req.params.id)}`);
      res.json(found);
    }),
  );
  return r;
};
