import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { HttpError } from '../http/envelope.ts';
import { authorizeContestEntry } from '../contests/index.ts';
import { isContestAdmin } from '../contests/contest.policy.ts';
import { discussionMessages as m } from './discussion.policy.ts';
import { findDiscussionRow } from './discussion.queries.ts';
import { assertAreaOpen } from './discussion-gates.ts';
import { discussionAccess } from './discussion-access.ts';

/** What a comment hangs on, as the comment rules need it. */
export interface Place {
  did: number | null;
  cid: number | null;
  /** The group of a group discussion (null otherwise). */
  gid: number | null;
  /** The discussion's or contest's title, for messages. */
  title: string;
  /** Who is told about a new comment: the discussion's author (nobody in a contest). */
  ownerUid: string | null;
  /** The viewer moderates this place: admin roles, or the contest's admins. */
  moderator: boolean;
  /** In a contest, a contestant sees their own and the organisers' questions only. */
  only?: { uid: string | null; organiser: string } | undefined;
}

/**
 * The rule of reading (and posting in) a comment area: a discussion the viewer may reach
 * (discussionAccess: its switch, a group's members only, not disabled unless a moderator);
 * a contest the viewer may enter, behind the contest-comment switch.
 */
export const openPlace = async (
  deps: Deps,
  viewer: UserRow | null,
  p: { did: number | null; cid: number | null },
): Promise<Place> => {
  if (p.did !== null) {
    const d = await findDiscussionRow(deps.sql, p.did);
    if (!d) throw new HttpError(404, m.notFound);
    const { moderator } = await discussionAccess(deps, viewer, d);
    const gid = d.gid === null ? null : Number(d.gid);
    return { did: d.id, cid: null, gid, title: d.title, ownerUid: d.uid, moderator };
  }
  if (p.cid === null) throw new HttpError(400, m.commentTarget);
  await assertAreaOpen(deps, 'contest');
  const contest = await authorizeContestEntry(deps, viewer, p.cid);
  const moderator = isContestAdmin(viewer, contest);
  return {
    did: null,
    cid: contest.id,
    gid: null,
    title: contest.title,
    ownerUid: null,
    moderator,
    only: moderator ? undefined : { uid: viewer?.uid ?? null, organiser: contest.uid },
  };
};

/**
 * A contestant may reach only the questions they may see (their own and the organisers'):
 * reading, liking or answering another contestant's question is refused as if it were absent.
 */
export const assertCommentVisible = (
  place: Place,
  c: { from_uid: string; from_role: string | null },
) => {
  const only = place.only;
  if (!only) return;
  const organisers = c.from_uid === only.organiser || ['root', 'admin'].includes(c.from_role ?? '');
  if (c.from_uid !== only.uid && !organisers) throw new HttpError(404, m.commentMissing);
};
