import { DomainError, type Decider, type DiscussionEvent, type LikeTarget } from '@oj/events';

export type LikeState = { liked: boolean };

/** Like (`toLike`) or take back a like; the stream is one user's like of one thing. */
export interface ToggleLike {
  type: 'ToggleLike';
  data: { target: LikeTarget; targetId: number; toLike: boolean };
  metadata: { now: string; userId: string };
}

/**
 * One user's like of one discussion or comment (stream `like-<target>-<id>-<uid>`). Liking
 * what is liked (a double click, a replayed request) decides nothing, and appends use the
 * stream's expected revision: however many requests race, the like is counted once.
 */
export const likeDecider: Decider<LikeState, ToggleLike, DiscussionEvent> = {
  initialState: () => ({ liked: false }),
  evolve: (state, e) => {
    if (e.type === 'LikeGiven') return { liked: true };
    if (e.type === 'LikeWithdrawn') return { liked: false };
    return state;
  },
  decide: (c, s) => {
    if (c.type !== 'ToggleLike') throw new DomainError('invalid', 'Unknown command');
    if (c.data.toLike === s.liked) return [];
    const data = {
      target: c.data.target,
      targetId: c.data.targetId,
      uid: c.metadata.userId,
      at: c.metadata.now,
    };
    return [c.data.toLike ? { type: 'LikeGiven', data } : { type: 'LikeWithdrawn', data }];
  },
};
