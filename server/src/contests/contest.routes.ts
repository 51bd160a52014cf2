import { Router, type Request } from 'express';
import { z } from 'zod';
import { contestRegistrationStream, DomainError, handleCommand } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { createAttemptGuard, retryLater } from '../infra/attempt-guard.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import {
  contestRegistrationDecider,
  registrationMessages,
} from './contest-registration.decider.ts';
import { authorizeContestEntry, visibleContest } from './contest-access.ts';
import { hasContestAccess, isContestAdmin } from './contest.policy.ts';
import { liveBoardsOf } from './scoreboard/live-boards-of.ts';
import { enforcedAccountRule } from './account-limit.ts';
import { contestProblemStatuses } from './contest-submission.queries.ts';
import {
  contestAnnouncementPage,
  contestAnnouncementVo,
  contestProblemRows,
  contestVo,
  isRegistered,
  listContestRows,
  participantCounts,
  unreadContestAnnouncements,
} from './contest.queries.ts';

const cid = z.coerce.number({ error: 'cid is required' }).int().positive('cid is required');
const pageOf = (size: number) => ({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(size).default(size),
});
const optionalInt = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce.number().int().optional().catch(undefined),
);
const listQuery = z.object({
  ...pageOf(10),
  keyword: z.string().trim().optional().default(''),
  type: optionalInt,
  status: optionalInt,
});
/**
 * Ids a contest page has shown, sent back on every poll. More than any contest posts; the cap
 * keeps a forged list (60k ids stalled the server for a second) from costing anything.
 */
const MAX_READ_ANNOUNCEMENTS = 500;
const unreadBody = z.object({
  cid,
  readAnnouncementList: z
    .array(z.coerce.number().int(), { error: 'readAnnouncementList must be a list of ids' })
    .max(
      MAX_READ_ANNOUNCEMENTS,
      `readAnnouncementList can hold at most ${MAX_READ_ANNOUNCEMENTS} ids`,
    )
    .nullish()
    .transform((v) => v ?? []),
});
const registerBody = z.object({
  cid,
  password: z.string({ error: 'Enter the contest password' }),
});

/** The inside of a contest, for those who may enter it (see `assertContestEntry`). */
const enteredContest = (deps: Deps, req: Request, id: number) =>
  authorizeContestEntry(deps, req.auth.user, id);

const noStatuses: Awaited<ReturnType<typeof contestProblemStatuses>> = new Map();

/** The public contest pages: list, info, problems, announcements, registration, access. */
export const registerContestRoutes = (deps: Deps): Router => {
  const r = Router();
  // Wrong contest passwords per contest and user: the login's growing delay.
  const passwordGuard = createAttemptGuard(deps.sql, 'contest-password');

  r.get('/get-contest-list', async (req, res) => {
    const q = parseQuery(listQuery, req);
    const now = new Date();
    const { rows, total } = await listContestRows(deps.sql, {
      current: q.currentPage,
      size: q.limit,
      keyword: q.keyword,
      publicOnly: true,
      type: q.type,
      status: q.status,
      now,
    });
    const count = await participantCounts(
      deps.sql,
      rows.map((c) => Number(c.id)),
    );
    ok(
      res,
      page(
        rows.map((c) => ({ ...contestVo(c, now), count: count(Number(c.id)) })),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  // `isContestAdmin` (not in HOJ's ContestVO) tells the web which admin tabs to show: the
  // server's one rule, so the web never shows a tab the server answers 403 to.
  r.get('/get-contest-info', async (req, res) => {
    const user = requireUser(req);
    const contest = await visibleContest(deps, req, parseQuery(z.object({ cid }), req).cid);
    const now = new Date();
    const count = await participantCounts(deps.sql, [Number(contest.id)]);
    ok(res, {
      ...contestVo(contest, now),
      count: count(Number(contest.id)),
      now: now.toISOString(),
      isContestAdmin: isContestAdmin(user, contest),
    });
  });

  // The problem list with its counters (from the board the viewer may see: '?' while it is
  // sealed for them) and the viewer's own status per problem (HOJ codes: 0 accepted, -1 tried,
  // 5 waiting, -10 not submitted; -5 in an OI contest whose scores are hidden).
  r.get('/get-contest-problem', async (req, res) => {
    const id = parseQuery(z.object({ cid }), req).cid;
    const contest = await enteredContest(deps, req, id);
    const user = req.auth.user;
    const now = new Date();
    const [rows, counters, mine] = await Promise.all([
      contestProblemRows(deps.sql, id),
      liveBoardsOf(deps).problemCounters(id, {
        admin: isContestAdmin(user, contest),
        now,
      }),
      user ? contestProblemStatuses(deps.sql, id, user.uid) : noStatuses,
    ]);
    const hideScores = contest.type === 1 && counters === null;
    ok(
      res,
      rows.map((p) => {
        const c = counters?.get(p.display_id) ?? { ac: 0, total: 0 };
        const m = mine.get(Number(p.pid));
        const status = !m ? -10 : hideScores ? -5 : m.ac ? 0 : m.waiting && !m.judged ? 5 : -1;
        return {
          cid: id,
          pid: Number(p.pid),
          displayId: p.display_id,
          displayTitle: p.display_title,
          color: p.color,
          ac: counters ? c.ac : null,
          total: counters ? c.total : null,
          myStatus: status,
          score: hideScores ? null : (m?.score ?? null),
        };
      }),
    );
  });

  r.get('/get-contest-announcement', async (req, res) => {
    const q = parseQuery(z.object({ cid, ...pageOf(5) }), req);
    await enteredContest(deps, req, q.cid);
    const { rows, total } = await contestAnnouncementPage(deps.sql, {
      cid: q.cid,
      current: q.currentPage,
      size: q.limit,
    });
    ok(res, page(rows.map(contestAnnouncementVo), total, q.currentPage, q.limit));
  });

  // Polled every 60 s while a contest page is open; the client keeps the read ids locally.
  r.post('/get-contest-not-read-announcement', async (req, res) => {
    const b = parseBody(unreadBody, req);
    await enteredContest(deps, req, b.cid);
    const rows = await unreadContestAnnouncements(deps.sql, b.cid, b.readAnnouncementList);
    ok(res, rows.map(contestAnnouncementVo));
  });

  r.post('/register-contest', async (req, res) => {
    const user = requireUser(req);
    const b = parseBody(registerBody, req);
    const contest = await visibleContest(deps, req, b.cid);
    const guesser = `${b.cid}|${user.uid}`;
    const wait = await passwordGuard.retryInSeconds(guesser);
    if (wait > 0) throw new HttpError(429, retryLater('Too many wrong passwords', wait));
    const result = await handleCommand(
      deps.store,
      contestRegistrationStream(b.cid, user.uid),
      contestRegistrationDecider,
      {
        type: 'RegisterForContest',
        data: {
          cid: b.cid,
          password: b.password,
          username: user.username,
          contest: {
            auth: contest.auth,
            pwd: contest.pwd,
            accountRule: isContestAdmin(user, contest) ? null : enforcedAccountRule(contest),
          },
        },
        metadata: { now: new Date().toISOString(), userId: user.uid },
      },
    ).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.message === registrationMessages.wrong)
        await passwordGuard.fail(guesser);
      throw error;
    });
    await passwordGuard.succeed(guesser);
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'Register contest successfully');
  });

  r.get('/get-contest-access', async (req, res) => {
    const user = requireUser(req);
    const id = parseQuery(z.object({ cid }), req).cid;
    const contest = await visibleContest(deps, req, id);
    const registered = await isRegistered(deps.sql, id, user.uid);
    ok(res, { access: hasContestAccess(user, contest, registered) });
  });

  return r;
};
