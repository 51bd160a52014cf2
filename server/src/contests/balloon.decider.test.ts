import { describe, it } from 'vitest';
import type { BalloonEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import { balloonDecider, balloonMessages as m, type BalloonCommand } from './balloon.decider.ts';

const now = '2026-11-27T10:00:00.000Z';
const key = { cid: 4, uid: 'team1', pid: 1001 };
const as = (userId: string) => ({ now, userId });
const claim = (userId = 'runner1', due = true): BalloonCommand => ({
  type: 'ClaimBalloon',
  data: { ...key, due },
  metadata: as(userId),
});
const deliver = (userId = 'runner1', due = true): BalloonCommand => ({
  type: 'DeliverBalloon',
  data: { ...key, due },
  metadata: as(userId),
});
const claimed = (by = 'runner1'): BalloonEvent => ({
  type: 'BalloonClaimed',
  data: { ...key, by, at: now },
});
const delivered = (by = 'runner1'): BalloonEvent => ({
  type: 'BalloonDelivered',
  data: { ...key, by, at: now },
});

describe('balloon decider', () => {
  const spec = deciderSpec(balloonDecider);

  it('lets a runner claim a queued balloon, and claiming it again changes nothing', () => {
    spec.given([]).when(claim()).then([claimed()]);
    spec.given([claimed()]).when(claim()).then([]);
  });

  it('refuses a balloon another runner holds or one already delivered', () => {
    spec
      .given([claimed('runner2')])
      .when(claim())
      .thenFails(m.claimed);
    spec.given([claimed(), delivered()]).when(claim('runner2')).thenFails(m.delivered);
  });

  it('refuses a balloon no accepted run is due for', () => {
    spec.given([]).when(claim('runner1', false)).thenFails(m.missing);
    spec.given([]).when(deliver('runner1', false)).thenFails(m.missing);
  });

  it('delivers a claimed or a queued balloon, by any contest admin, once', () => {
    spec.given([claimed()]).when(deliver()).then([delivered()]);
    spec
      .given([claimed()])
      .when(deliver('runner2'))
      .then([delivered('runner2')]);
    spec.given([]).when(deliver()).then([delivered()]);
    spec.given([claimed(), delivered()]).when(deliver('runner2')).then([]);
    // A delivered balloon stays delivered even after its AC was rejudged away.
    spec.given([delivered()]).when(deliver('runner1', false)).then([]);
  });
});
