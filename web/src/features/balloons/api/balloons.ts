import { api } from '../../../lib/api-client';

export type BalloonState = 'queued' | 'claimed' | 'delivered';

/** One balloon of the runner queue, as `get-contest-balloons` answers it. */
export interface Balloon {
  cid: number;
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  school: string;
  pid: number;
  displayId: string;
  color: string | null;
  submitId: number | null;
  submitTime: string | null;
  useTime: number | null;
  firstToSolve: boolean;
  star: boolean;
  state: BalloonState;
  runner: string | null;
  claimedAt: string | null;
  deliveredAt: string | null;
  revoked: boolean;
}

/** `GET /api/get-contest-balloons?cid` (contest admins): queued first. */
export const getContestBalloons = (cid: number, signal?: AbortSignal) =>
  api.get<Balloon[]>('/get-contest-balloons', {
    params: { cid },
    silent: true,
    ...(signal ? { signal } : {}),
  });

const key = (b: Balloon) => ({ cid: b.cid, uid: b.uid, pid: b.pid });

/** `PUT /api/claim-contest-balloon` `{cid, uid, pid}`: the runner takes the balloon. */
export const claimBalloon = (b: Balloon) => api.put<null>('/claim-contest-balloon', key(b));

/** `PUT /api/deliver-contest-balloon` `{cid, uid, pid}`: the balloon reached the team. */
export const deliverBalloon = (b: Balloon) => api.put<null>('/deliver-contest-balloon', key(b));
