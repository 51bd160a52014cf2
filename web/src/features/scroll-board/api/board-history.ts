import type { ContestSettings, ScoredSubmission, VerdictLogEntry } from '@oj/events/scoring';
import { api } from '../../../lib/api-client';

/** A participant as the history lists it; unset names are ''. */
export interface HistoryUser {
  username: string;
  nickname: string;
  realname: string;
  school: string;
  gender: string;
  avatar: string;
}

/** One contest problem: the board's column. */
export interface HistoryProblem {
  displayId: string;
  title: string;
  /** Balloon colour, `#rrggbb`, or null. */
  color: string | null;
}

/** What the browser folds for the scroll board and the replay slider. */
export interface BoardHistory {
  settings: ContestSettings;
  submissions: ScoredSubmission[];
  /**
   * Every change of a submission's verdict in store order (submitted, judged, rejudged...),
   * with display ids and epoch ms: what the replay folds to show the board as it happened.
   */
  log: VerdictLogEntry[];
  users: Record<string, HistoryUser>;
  problems: HistoryProblem[];
  /** The server's clock (ISO). */
  now: string;
}

/**
 * `GET /api/get-contest-board-history` (contest admins): the contest's scoring settings and
 * every submission with its final verdict. Errors are shown in place, so the call is silent.
 */
export const getBoardHistory = (cid: number, signal?: AbortSignal) =>
  api.get<BoardHistory>('/get-contest-board-history', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });

/** The part of `get-contest-info` the standalone scroll board shows in its header. */
export interface ContestHeading {
  id: number;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
}

/** `GET /api/get-contest-info`: the contest's title for the projector's header. */
export const getContestHeading = (cid: number, signal?: AbortSignal) =>
  api.get<ContestHeading>('/get-contest-info', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });
