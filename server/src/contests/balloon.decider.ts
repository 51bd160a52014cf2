import { assertNever, DomainError, type BalloonEvent, type Decider } from '@oj/events';

type Metadata = { now: string; userId: string };

export const balloonMessages = {
  missing: 'No balloon is due: this team has no accepted run of this problem in the contest',
  claimed: 'Another runner has already claimed this balloon',
  delivered: 'This balloon has already been delivered',
} as const;

export type BalloonState =
  { status: 'queued' } | { status: 'claimed'; by: string } | { status: 'delivered'; by: string };

interface BalloonKey {
  cid: number;
  uid: string;
  pid: number;
  /** Whether the read model holds this balloon (the team's first AC of the problem). */
  due: boolean;
}

export type BalloonCommand =
  | { type: 'ClaimBalloon'; data: BalloonKey; metadata: Metadata }
  | { type: 'DeliverBalloon'; data: BalloonKey; metadata: Metadata };

const stamp = (k: BalloonKey, m: Metadata) => ({
  cid: k.cid,
  uid: k.uid,
  pid: k.pid,
  by: m.userId,
  at: m.now,
});

/** A runner takes a queued balloon; taking one's own claim again changes nothing. */
const claim = (c: Extract<BalloonCommand, { type: 'ClaimBalloon' }>, s: BalloonState) => {
  if (!c.data.due) throw new DomainError('not_found', balloonMessages.missing);
  switch (s.status) {
    case 'queued':
      return [{ type: 'BalloonClaimed' as const, data: stamp(c.data, c.metadata) }];
    case 'claimed':
      if (s.by === c.metadata.userId) return [];
      throw new DomainError('conflict', balloonMessages.claimed);
    case 'delivered':
      throw new DomainError('conflict', balloonMessages.delivered);
    default:
      return assertNever(s);
  }
};

/**
 * The balloon reached the team. Any contest admin may say so, whoever claimed it (a runner
 * hands over to another on the floor); a queued one is delivered directly, and a second
 * delivery changes nothing, so a double tap is harmless.
 */
const deliver = (c: Extract<BalloonCommand, { type: 'DeliverBalloon' }>, s: BalloonState) => {
  if (s.status === 'delivered') return [];
  if (!c.data.due) throw new DomainError('not_found', balloonMessages.missing);
  return [{ type: 'BalloonDelivered' as const, data: stamp(c.data, c.metadata) }];
};

/** One balloon's runner states (stream `contestBalloon-<cid>-<uid>-<pid>`). */
export const balloonDecider: Decider<BalloonState, BalloonCommand, BalloonEvent> = {
  initialState: () => ({ status: 'queued' }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'BalloonClaimed':
        return { status: 'claimed', by: e.data.by };
      case 'BalloonDelivered':
        return { status: 'delivered', by: e.data.by };
      default:
        return s;
    }
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'ClaimBalloon':
        return claim(c, s);
      case 'DeliverBalloon':
        return deliver(c, s);
      default:
        return assertNever(c);
    }
  },
};
