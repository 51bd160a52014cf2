import type { Role } from '@oj/events';
import type { UserRow } from '../accounts/user.queries.ts';
import { HttpError } from '../http/envelope.ts';

/**
 * Who may create contests and open the admin contest pages (contract notes: admin,
 * problem_admin and root). Opening the pages is not administering a contest: on a contest they
 * did not author, these roles are ordinary viewers (`isContestAdmin`).
 */
export const contestManagers: readonly Role[] = ['root', 'admin', 'problem_admin'];
/** Only root deletes a contest. */
export const contestDeleters: readonly Role[] = ['root'];
/** Who removes a problem from a contest (contract: problem_admin and root). */
export const contestProblemRemovers: readonly Role[] = ['root', 'problem_admin'];

/**
 * Who administers a contest, as its row carries it: the author and, for a group contest, the
 * group and its staff at the time the row was read (`contest.queries` joins them), so the one
 * rule below stays a pure function every caller (HTTP, socket, submissions) can ask.
 */
export interface ContestAdminFields {
  uid: string;
  /** The group of a group contest (bigint: may arrive as a string); null for site contests. */
  gid: number | string | null;
  /** Uids of the group's roots (auth 5); empty for site contests. */
  group_roots: readonly string[];
  /** Uids of the group's admins and roots (auth 4 and 5); empty for site contests. */
  group_admins: readonly string[];
}

/** What a contest policy needs of a contest row. */
export interface ContestAccessFields extends ContestAdminFields {
  auth: number;
  visible: boolean;
  start_time: Date;
}

type Viewer = Pick<UserRow, 'uid' | 'role'> | null;

export const noContestAccess = 'Sorry, you do not have permission for this contest';
export const contestMissing = 'The contest does not exist';

/**
 * THE contest-admin rule (spec 2 section 6, spec 3 section 6): the super admin (root); for a
 * site contest its author (by uid; the author name is display only); for a group contest every
 * root of the group, and its author while they are still a group admin (a demoted or departed
 * author no longer administers it, nor may another group admin). Every contest-admin decision
 * asks this one function: editing, hidden and scheduled contests, entry without a password,
 * every submission and result during the run, the unsealed board, board history and replay,
 * the admin socket room, AC info and AC code download, the print queue, the group contest
 * admin API.
 */
export const isContestAdmin = (user: Viewer, c: ContestAdminFields): boolean => {
  if (user === null) return false;
  if (user.role === 'root') return true;
  if (c.gid === null) return c.uid === user.uid;
  return (
    c.group_roots.includes(user.uid) || (c.uid === user.uid && c.group_admins.includes(user.uid))
  );
};

/**
 * The admin contest list under the same rule: root administers every contest, anyone else
 * only the ones they authored. Answers the author uid to filter by, undefined for all.
 */
export const administeredContestsOwner = (user: NonNullable<Viewer>): string | undefined =>
  user.role === 'root' ? undefined : user.uid;

/** Access granted without a password: public contests and contest admins (spec section 6). */
export const hasContestAccess = (
  user: Viewer,
  c: Pick<ContestAccessFields, keyof ContestAdminFields | 'auth'>,
  registered: boolean,
): boolean => c.auth === 0 || registered || isContestAdmin(user, c);

/**
 * Whether a viewer may read the inside of a contest (problems, announcements): contest admins
 * always; others only a visible contest that has started, and a private one only once
 * registered (a protected one may be looked at; its password is needed to submit). Throws the
 * answer.
 */
export const assertContestEntry = (
  user: Viewer,
  c: ContestAccessFields,
  o: { registered: boolean; now: Date },
): void => {
  if (isContestAdmin(user, c)) return;
  if (!c.visible) throw new HttpError(404, contestMissing);
  if (o.now < c.start_time) throw new HttpError(403, 'The contest has not started yet');
  if (c.auth !== 1) return;
  if (!user) throw new HttpError(401, 'Please login first');
  if (!o.registered) throw new HttpError(403, 'Please register for the contest first');
};

/** What the result mask needs of a contest row. */
export interface ContestSealFields extends ContestAdminFields {
  /** 0 ACM, 1 OI. */
  type: number;
  seal_rank_time: Date;
  end_time: Date;
  auto_real_rank: boolean;
}

/**
 * The contest submissions whose result a viewer may not see: submitted from `from` on, by
 * anyone but `exceptUid`. They show as submitted only (HOJ status -5, no score, time, memory,
 * messages or cases), and filter as such.
 */
export interface ResultMask {
  from: Date;
  exceptUid: string | null;
}

/** HOJ's status of a result the viewer may not see (the '?' of a sealed board). */
export const maskedStatus = -5;

/**
 * The board's seal applied to single submissions (the same instants as `viewKind`): while the
 * board is sealed for the viewer (from the seal time to the end, and after it while the
 * contest keeps the real rank hidden) frozen-window results are hidden. In ACM contestants
 * still see their own verdicts; in OI (spec 2 section 4: no real-time rank) not even those.
 * Contest admins see everything. Null when nothing is masked.
 */
export const contestResultMask = (
  viewer: Viewer,
  c: ContestSealFields,
  now: Date,
): ResultMask | null => {
  if (isContestAdmin(viewer, c)) return null;
  const sealed = now >= c.seal_rank_time && (now < c.end_time || !c.auto_real_rank);
  if (!sealed) return null;
  return { from: c.seal_rank_time, exceptUid: c.type === 1 ? null : (viewer?.uid ?? null) };
};

/** Whether one submission's result is hidden under `mask`. */
export const isResultMasked = (
  mask: ResultMask | null,
  s: { uid: string; submit_time: Date },
): boolean => mask !== null && s.submit_time >= mask.from && s.uid !== mask.exceptUid;
