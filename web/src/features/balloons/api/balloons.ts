import type { BalloonVo } from '@oj/events/realtime';
import { api } from '../../../lib/api-client';

export type { BalloonState } from '@oj/events/realtime';

/** One balloon of the runner queue, as `get-contest-balloons` answers it. */
export type Balloon = BalloonVo;

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
