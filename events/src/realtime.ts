import type { ScoreboardChange } from './scoring/dto.ts';

/**
 * The typed socket.io contract shared by the server and the web client. Room names are built
 * only through `rooms`; the server authorises every join with the area's policy and validates
 * every client payload with `clientPayloads` (see `realtime-schemas.ts`) before it is used.
 */

/** The `{status, msg, data}` envelope, also used for socket acks. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export type Ack<T = null> = (answer: Envelope<T | null>) => void;

export const rooms = {
  site: () => 'site' as const,
  user: (uid: string) => `user:${uid}` as const,
  submission: (submitId: number) => `submission:${submitId}` as const,
  contest: (cid: number) => `contest:${cid}` as const,
  contestAdmin: (cid: number) => `contest:${cid}:admin` as const,
  /** Screens following a contest's shared projector reveal (its admins). */
  resolver: (cid: number) => `resolver:${cid}` as const,
  /** Watchers of a training's rank and progress (a private one: members and its admins). */
  training: (tid: number) => `training:${tid}` as const,
  /** Members of a group (level 3 and up, the super admin too), for group pushes. */
  group: (gid: number) => `group:${gid}` as const,
  /** Admins watching the back office dashboard. */
  adminDashboard: () => 'admin:dashboard' as const,
};
export type Room = ReturnType<(typeof rooms)[keyof typeof rooms]>;

export interface SubmissionProgress {
  submitId: number;
  status: number;
  /** Present for a judged case. */
  testCase?: { index: number; status: number; time: number; memory: number; score: number | null };
}

/**
 * The final status of a submission, pushed to `submission:<id>`; a judge's verdict carries its
 * figures, a manual judgement or a cancel only the status.
 */
export interface SubmissionJudgedRow {
  submitId: number;
  status: number;
  score?: number | null;
  time?: number | null;
  memory?: number | null;
  oiRankScore?: number | null;
}

/** What happened to clarification `id` of contest `cid`. */
export interface ClarificationChange {
  cid: number;
  id: number;
  kind: 'asked' | 'claimed' | 'answered' | 'posted';
}

/** Unread counts of the message center, pushed to `user:<uid>`. */
export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

export interface ServerToClientEvents {
  'submission:progress': (delta: SubmissionProgress) => void;
  'submission:judged': (row: SubmissionJudgedRow) => void;
  'user:unread': (counts: UnreadCounts) => void;
  /** The user's sessions were ended (logout elsewhere); the client clears its token. */
  'user:loggedOut': () => void;
  /**
   * An admin changed the user's role or type: the server has already re-checked the user's
   * sockets (rooms the new role may not see are left); the client reloads its roles.
   */
  'user:changed': () => void;
  'site:configChanged': () => void;
  /**
   * This server lost its NOTIFY connection and listens again: pushes sent meanwhile are gone.
   * The client does what it does after a reconnect (subscribes again and fetches what it shows).
   */
  'site:resync': () => void;
  /**
   * A system notice to everyone was sent or withdrawn. Sent once to `site` instead of a count
   * per user: a new notice is unread for every signed-in user, so clients add one to `sys`;
   * after a withdrawal they ask for their counts again (only they know if it was read).
   */
  'site:notice': (change: { id: number; action: 'created' | 'deleted' }) => void;
  /**
   * A contest announcement was posted: sent to `contest:<cid>` (sockets subscribed under the
   * contest's rules), with ids only since a watcher of an open outside scoreboard is there too;
   * the contest page fetches what it has not shown yet.
   */
  'contest:announcement': (posted: { cid: number; id: number }) => void;
  /**
   * A question or an answer was posted in a contest's Q and A: sent to `contest:<cid>` with ids
   * only; the comment tab fetches its first page (or the comment's replies) again.
   */
  'contest:comment': (posted: { cid: number; commentId: number; replyId: number | null }) => void;
  /**
   * A contest clarification changed (ids only: `contest:<cid>` also holds outside board
   * watchers). A new question or a claim goes to `contest:<cid>:admin`; an answer to the asker's
   * `user:<uid>` (and the jury room), or to `contest:<cid>` when it is for everyone, as a jury
   * post is. The page fetches its list again.
   */
  'contest:clarification': (change: ClarificationChange) => void;
  /** What one verdict changed on a contest's board, in the view the room may see. */
  'scoreboard:changed': (change: ScoreboardChange) => void;
  /**
   * A training's rank or members' progress moved (a verdict on one of its problems, a new
   * member, a changed problem set): `uid` is whose row changed, null when every row may have.
   * The page fetches its rank page and progress again.
   */
  'training:rank': (change: { tid: number; uid: string | null }) => void;
  /**
   * The user's standing in a group changed (pushed to `user:<uid>`): approved (3), refused (2),
   * promoted or demoted (3-5), or removed (0: kicked or exited).
   */
  'group:membership': (change: { gid: number; auth: number }) => void;
  /** A group announcement was posted, edited or deleted (to `group:<gid>`): refetch the list. */
  'group:announcement': (change: { gid: number; id: number }) => void;
  /**
   * The group was disbanded (its owner or the super admin, or the owner was kicked), pushed to
   * `group:<gid>` just before every socket leaves that room: the group page closes.
   */
  'group:disbanded': (change: { gid: number }) => void;
  /**
   * A group contest was created, edited, shown or hidden, or deleted (to `group:<gid>`, ids
   * only): the group's contest lists fetch their page again under the viewer's own rights.
   */
  'group:contest': (change: { gid: number; cid: number }) => void;
  /**
   * The presenter opened the next frozen cell of the shared reveal (to `resolver:<cid>`):
   * `step` counts the cells open after it, so a screen that missed one fetches the state.
   */
  'resolver:stepped': (step: { cid: number; step: number; uid: string; pid: string }) => void;
  /** The shared reveal was started or reset (to `resolver:<cid>`): screens fetch its state. */
  'resolver:changed': (change: { cid: number }) => void;
  /**
   * A balloon of the contest's runner queue was born, claimed, delivered or lost its AC (to
   * `contest:<cid>:admin`, ids only: `pid` is the numeric problem id): the queue fetches again.
   */
  'balloon:changed': (change: { cid: number; uid: string; pid: number }) => void;
  /** Submissions or the judge queue changed: the dashboard's live figures, to `admin:dashboard`. */
  'dashboard:changed': (figures: DashboardFigures) => void;
}

/** The figures of the admin dashboard that move with every submission. */
export interface DashboardFigures {
  todayJudgeNum: number;
  /** Submissions waiting for a judge and under judging. */
  queue: { waiting: number; judging: number };
  /** Submissions of the current hour: `start` is the hour's first instant (ISO). */
  hour: { start: string; count: number };
}

export interface ClientToServerEvents {
  /** Joins `submission:<id>`; the ack carries the status and figures at the moment of joining. */
  'submission:subscribe': (args: { submitId: number }, ack: Ack<SubmissionJudgedRow>) => void;
  'submission:unsubscribe': (args: { submitId: number }, ack: Ack) => void;
  /**
   * Joins `contest:<cid>` (and `contest:<cid>:admin` for its admins) for board and
   * announcement pushes.
   */
  'contest:subscribe': (args: { cid: number }, ack: Ack<{ admin: boolean }>) => void;
  'contest:unsubscribe': (args: { cid: number }, ack: Ack) => void;
  /** Joins `training:<tid>` under the training pages' rule, for `training:rank` pushes. */
  'training:subscribe': (args: { tid: number }, ack: Ack) => void;
  'training:unsubscribe': (args: { tid: number }, ack: Ack) => void;
  /** Joins `group:<gid>` under the group level rule (members and up), for group pushes. */
  'group:subscribe': (args: { gid: number }, ack: Ack) => void;
  'group:unsubscribe': (args: { gid: number }, ack: Ack) => void;
  /** Joins `admin:dashboard` (admin roles); the ack carries the figures at the moment of joining. */
  'dashboard:subscribe': (args: Record<string, never>, ack: Ack<DashboardFigures>) => void;
  'dashboard:unsubscribe': (args: Record<string, never>, ack: Ack) => void;
  /** Joins `resolver:<cid>` (the contest's admins) to follow the shared projector reveal. */
  'resolver:subscribe': (args: { cid: number }, ack: Ack) => void;
  'resolver:unsubscribe': (args: { cid: number }, ack: Ack) => void;
  /**
   * The presenter opens the next frozen cell; `expectedStep` is how many cells its screen had
   * open, so of two presenters pressing at once one wins and the other is refused.
   */
  'resolver:step': (
    args: { cid: number; expectedStep: number },
    ack: Ack<{ step: number; uid: string; pid: string }>,
  ) => void;
  /** Re-authenticates the socket with a new token (after login or refresh). */
  'auth:token': (args: { token: string | null }, ack: Ack<{ uid: string | null }>) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ClientEventName = keyof ClientToServerEvents;
/** The payload a server event carries (null for events without one: JSON has no undefined). */
export type ServerPayload<E extends ServerEventName> =
  Parameters<ServerToClientEvents[E]> extends [infer P, ...unknown[]] ? P : null;
/** The `data` of the envelope a client event is acknowledged with. */
export type AckData<E extends ClientEventName> =
  Parameters<ClientToServerEvents[E]>[1] extends Ack<infer T> ? T : never;

export interface SocketData {
  /** The token the socket was opened (or last re-authenticated) with, checked again at every
   * subscribe and whenever the user's account changes. */
  token: string | null;
  uid: string | null;
  roles: string[];
}

/**
 * What projections publish through NOTIFY on `realtimeChannel` (see `notify.ts`) and the
 * server relays: the room, the socket event name and its (small) payload, typed together.
 */
export type RealtimeMessage = {
  [E in ServerEventName]: { room: Room; event: E; payload: ServerPayload<E> };
}[ServerEventName];

/** Builds a relay message; the payload's type follows the event name. */
export const realtimeMessage = <E extends ServerEventName>(
  room: Room,
  event: E,
  payload: ServerPayload<E>,
): RealtimeMessage => ({ room, event, payload }) as RealtimeMessage;

/** A balloon of a contest's runner queue (`get-contest-balloons`), shared by server and web. */
export type BalloonState = 'queued' | 'claimed' | 'delivered';

/** One balloon as the runner queue shows it (HOJ-style camelCase, ids as numbers). */
export interface BalloonVo {
  cid: number;
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  school: string;
  pid: number;
  displayId: string;
  /** The problem's balloon colour (`#rrggbb`), null when the contest set none. */
  color: string | null;
  submitId: number | null;
  submitTime: string | null;
  /** Seconds from the contest start to the accepted run. */
  useTime: number | null;
  /** The earliest AC of the problem (same whole second: every one of them), as first blood. */
  firstToSolve: boolean;
  /** A star account: unofficial, but sitting in the hall, so it still gets its balloon. */
  star: boolean;
  state: BalloonState;
  /** The runner's username once claimed or delivered. */
  runner: string | null;
  claimedAt: string | null;
  deliveredAt: string | null;
  /** A rejudge took the AC away after a runner took the balloon: fetch it back. */
  revoked: boolean;
}
