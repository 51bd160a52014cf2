import { Router, type Request } from 'express';
import { z } from 'zod';
import { contestAcCheckStream, contestPrintStream, handleCommand, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { releaseThrottle, takeThrottle } from '../infra/throttle.ts';
import { contestAcceptedPage } from './contest-submission.queries.ts';
import { authorizeContestEntry, visibleContest } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { contestProblemRows } from './contest.queries.ts';
import {
  contestAcCheckDecider,
  contestPrintDecider,
  PRINT_CAP,
  PRINT_COOLDOWN_MS,
  printCapMsg,
  printMessages,
  printWaitMsg,
} from './contest-print.decider.ts';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int()
    .positive(`${label} is required`);
const pageOf = (size: number) => ({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(size).default(size),
});

interface PrintRow {
  id: number;
  cid: number;
  uid: string;
  username: string;
  content: string;
  status: number;
  gmt_create: Date;
  gmt_modified: Date;
}

/** The contest (by id) with the signed-in user as its admin, or the 403/404 that says why not. */
const managed = async (deps: Deps, req: Request, cid: number) => {
  const user = requireUser(req);
  const contest = await visibleContest(deps, req, cid);
  if (!isContestAdmin(user, contest)) throw new HttpError(403, noContestAccess);
  return { user, contest, metadata: { now: new Date().toISOString(), userId: user.uid } };
};

const printVo = (p: PrintRow) => ({
  id: Number(p.id),
  cid: Number(p.cid),
  username: p.username,
  realname: '',
  content: p.content,
  status: p.status,
  gmtCreate: p.gmt_create.toISOString(),
  gmtModified: p.gmt_modified.toISOString(),
});

/**
 * The contest's help desk: the print queue (contestants send text, admins mark it printed
 * and download it) and the AC info list (accepted runs, first bloods, a tick per balloon).
 */
export const registerContestDeskRoutes = (deps: Deps): Router => {
  const r = Router();

  r.post('/submit-print-text', async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(
      z.object({
        cid: id('cid'),
        content: z.string({ error: printMessages.empty }),
      }),
      req,
    );
    const contest = await authorizeContestEntry(deps, user, body.cid);
    const now = new Date();
    if (now >= contest.end_time) throw new HttpError(403, 'Contest has ended');
    const [sent] = await deps.sql<{ n: number }[]>`SELECT count(*)::int AS n
      FROM read.contest_prints WHERE cid = ${body.cid} AND username = ${user.username}`;
    if ((sent?.n ?? 0) >= PRINT_CAP) throw new HttpError(400, printCapMsg);
    const key = `${body.cid}|${user.uid}`;
    const wait = await takeThrottle(deps.sql, 'contest-print', key, PRINT_COOLDOWN_MS);
    if (wait > 0) throw new HttpError(429, printWaitMsg(Math.ceil(wait / 1000)));
    const printId = await nextId(deps.sql, 'contest_print');
    const result = await handleCommand(
      deps.store,
      contestPrintStream(printId),
      contestPrintDecider,
      {
        type: 'SubmitPrint',
        data: {
          cid: body.cid,
          id: printId,
          username: user.username,
          content: body.content,
          openPrint: contest.open_print,
        },
        metadata: { now: now.toISOString(), userId: user.uid },
      },
    ).catch(async (error: unknown) => {
      // A refused text (too short, printing closed) costs no wait: the stamp goes back.
      await releaseThrottle(deps.sql, 'contest-print', key);
      throw error;
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'Submit successfully');
  });

  r.get('/get-contest-print', async (req, res) => {
    const q = parseQuery(z.object({ cid: id('cid'), ...pageOf(15) }), req);
    await managed(deps, req, q.cid);
    const [rows, [count]] = await Promise.all([
      deps.sql<PrintRow[]>`SELECT * FROM read.contest_prints WHERE cid = ${q.cid}
        ORDER BY id DESC LIMIT ${q.limit} OFFSET ${(q.currentPage - 1) * q.limit}`,
      deps.sql<{ total: number }[]>`SELECT count(*)::int AS total FROM read.contest_prints
        WHERE cid = ${q.cid}`,
    ]);
    ok(res, page(rows.map(printVo), count?.total ?? 0, q.currentPage, q.limit));
  });

  r.put('/check-contest-print-status', async (req, res) => {
    const q = parseQuery(z.object({ id: id('id'), cid: id('cid') }), req);
    const { metadata } = await managed(deps, req, q.cid);
    const result = await handleCommand(deps.store, contestPrintStream(q.id), contestPrintDecider, {
      type: 'MarkPrinted',
      data: { cid: q.cid, id: q.id },
      metadata,
    });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'Update successfully');
  });

  r.get('/file/download-contest-print-text', async (req, res) => {
    const q = parseQuery(z.object({ id: id('id') }), req);
    const [row] = await deps.sql<PrintRow[]>`SELECT * FROM read.contest_prints WHERE id = ${q.id}`;
    if (!row) throw new HttpError(404, printMessages.missing);
    await managed(deps, req, Number(row.cid));
    res
      .status(200)
      .type('text/plain; charset=utf-8')
      .attachment(`print-${row.username}-${q.id}.txt`)
      .send(row.content);
  });

  r.get('/get-contest-ac-info', async (req, res) => {
    const q = parseQuery(z.object({ cid: id('cid'), ...pageOf(20) }), req);
    const { contest } = await managed(deps, req, q.cid);
    const [{ rows, total }, problems, checked] = await Promise.all([
      contestAcceptedPage(deps.sql, {
        cid: q.cid,
        from: contest.start_time,
        to: contest.end_time,
        current: q.currentPage,
        size: q.limit,
      }),
      contestProblemRows(deps.sql, q.cid),
      deps.sql<{ submit_id: number }[]>`SELECT submit_id FROM read.contest_ac_checked
        WHERE cid = ${q.cid} AND checked`,
    ]);
    const displayOf = new Map(problems.map((p) => [Number(p.pid), p.display_id]));
    const ticked = new Set(checked.map((c) => Number(c.submit_id)));
    const records = rows.map((s) => ({
      id: Number(s.submit_id),
      submitId: Number(s.submit_id),
      cid: q.cid,
      pid: Number(s.pid),
      displayId: displayOf.get(Number(s.pid)) ?? '',
      uid: s.uid,
      username: s.username,
      realname: '',
      status: 0,
      submitTime: s.submit_time.toISOString(),
      time: s.time,
      score: s.score,
      useTime: Math.floor((s.submit_time.getTime() - contest.start_time.getTime()) / 1000),
      firstBlood: s.first_blood,
      checked: ticked.has(Number(s.submit_id)),
    }));
    ok(res, page(records, total, q.currentPage, q.limit));
  });

  r.put('/check-contest-ac-info', async (req, res) => {
    const body = parseBody(
      z.object({
        id: id('id'),
        cid: id('cid'),
        checked: z.boolean({ error: 'checked must be true or false' }),
      }),
      req,
    );
    const { metadata } = await managed(deps, req, body.cid);
    const result = await handleCommand(
      deps.store,
      contestAcCheckStream(body.cid, body.id),
      contestAcCheckDecider,
      {
        type: 'SetAcChecked',
        data: { cid: body.cid, submitId: body.id, checked: body.checked },
        metadata,
      },
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'Update successfully');
  });

  return r;
};
