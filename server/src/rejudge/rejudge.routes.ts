import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  DomainError,
  foldEvents,
  handleCommand,
  rejudgeDecider,
  rejudgePreviewTtlMs,
  rejudgeStream,
  verdicts,
  type RejudgeCommand,
  type Verdict,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { id, parseBody, parseQuery } from '../http/validate.ts';
import { contestMissing, isContestAdmin } from '../contests/contest.policy.ts';
import { findContestRow } from '../contests/contest.queries.ts';
import { currentSubmissions, previewTargets } from './rejudge.queries.ts';
import { previewView } from './rejudge-view.ts';

export const notRejudgeAdmin =
  'You are not an admin of this contest, so you cannot rejudge its submissions';

const previewId = z.object({
  previewId: z.string({ error: 'previewId is required' }).uuid('previewId is not valid'),
});
const request = z.union(
  [z.object({ submitId: id('submitId') }), z.object({ cid: id('cid'), pid: id('pid') })],
  { error: 'Give a submitId, or a cid and a pid' },
);

const isVerdict = (s: string): s is Verdict => (verdicts as readonly string[]).includes(s);

/** The contest, once the signed-in user is one of its admins (403 otherwise). */
const adminContest = async (deps: Deps, req: Request, cid: number) => {
  const user = requireUser(req);
  const contest = await findContestRow(deps.sql, cid);
  if (!contest) throw new HttpError(404, contestMissing);
  if (!isContestAdmin(user, contest)) throw new HttpError(403, notRejudgeAdmin);
  return { user, contest };
};

const loadPreview = async (deps: Deps, id: string) => {
  const state = foldEvents(rejudgeDecider, await deps.store.readStream(rejudgeStream(id)));
  if (state.status === 'none') throw new HttpError(404, 'The rejudge preview does not exist');
  return state;
};

/**
 * Rejudge with a preview, for contest admins: request (the judges judge into the preview),
 * view (progress, verdict changes, board diff), apply (one event, the boards move once) and
 * undo (the previous verdicts return). Stale, unfinished, expired and repeated ones are refused.
 */
export const registerRejudgeRoutes = (deps: Deps): Router => {
  const r = Router();
  const view = async (req: Request, id: string) => {
    const state = await loadPreview(deps, id);
    const { contest } = await adminContest(deps, req, state.cid);
    return previewView(deps.sql, contest, state, new Date().toISOString());
  };

  r.post('/admin/contest/rejudge-preview', async (req, res) => {
    const target = parseBody(request, req);
    const listed = await previewTargets(deps.sql, target);
    const cid = listed[0]?.cid;
    if (cid === undefined) throw new HttpError(404, 'There are no submissions to rejudge');
    if (cid === 0)
      throw new HttpError(400, 'Only contest submissions can be rejudged with a preview');
    const { user } = await adminContest(deps, req, cid);
    const ids = listed.map((l) => l.submitId);
    const current = await currentSubmissions(deps, ids);
    const base = current.map(({ status, ...c }) => {
      if (!isVerdict(status) || status === 'CA')
        throw new HttpError(400, `Submission ${c.submitId} has no verdict to compare yet`);
      return { ...c, status };
    });
    const at = new Date();
    const id = randomUUID();
    const result = await handleCommand(deps.store, rejudgeStream(id), rejudgeDecider, {
      type: 'RequestPreview',
      data: {
        previewId: id,
        cid,
        submitIds: base.map((b) => b.submitId),
        base,
        by: user.uid,
        at: at.toISOString(),
        expiresAt: new Date(at.getTime() + rejudgePreviewTtlMs).toISOString(),
      },
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, await view(req, id), 'The submissions are being judged into the preview');
  });

  r.get('/admin/contest/rejudge-preview', async (req, res) => {
    ok(res, await view(req, parseQuery(previewId, req).previewId));
  });

  const decide = (verb: 'ApplyPreview' | 'UndoPreview', msg: string) =>
    r.post(
      `/admin/contest/rejudge-${verb === 'ApplyPreview' ? 'apply' : 'undo'}`,
      async (req, res) => {
        const id = parseBody(previewId, req).previewId;
        const state = await loadPreview(deps, id);
        const { user } = await adminContest(deps, req, state.cid);
        const at = new Date().toISOString();
        const current = await currentSubmissions(
          deps,
          state.base.map((b) => b.submitId),
        );
        const command: RejudgeCommand = { type: verb, by: user.uid, at, current };
        try {
          const result = await handleCommand(
            deps.store,
            rejudgeStream(id),
            rejudgeDecider,
            command,
          );
          await deps.projections.waitFor(result.appended?.position ?? 0);
        } catch (error) {
          // An apply refused for its age also closes the preview, so its jobs leave the queue.
          if (error instanceof DomainError && state.status === 'open' && at >= state.expiresAt)
            await handleCommand(deps.store, rejudgeStream(id), rejudgeDecider, {
              type: 'ExpirePreview',
              at,
            }).catch(() => undefined);
          throw error;
        }
        ok(res, await view(req, id), msg);
      },
    );
  decide('ApplyPreview', 'The rejudge is applied');
  decide('UndoPreview', 'The rejudge is undone');
  return r;
};
