import { describe, it } from 'vitest';
import { deciderSpec } from '../../test-kit/decider-spec.ts';
import type { SubmissionEvent } from '../catalogue/submission.ts';
import type { Verdict } from '../judging/verdicts.ts';
import { submissionDecider, type SubmissionCommand } from './submission.decider.ts';

const at = '2026-11-22T00:00:00.000Z';
const created: SubmissionEvent = {
  type: 'SubmissionCreated',
  data: {
    submitId: 7,
    kind: 'submission',
    pid: 1,
    displayPid: 'P1',
    uid: 'u1',
    username: 'alice',
    language: 'C',
    code: 'x',
    length: 1,
    cid: 0,
    gid: null,
    ip: '',
    submitTime: at,
    priority: 1,
  },
};
const started = (attempt: number, judger = 'w1'): SubmissionEvent => ({
  type: 'JudgingStarted',
  data: { submitId: 7, attempt, judger, at },
});
const judged: SubmissionEvent = {
  type: 'SubmissionJudged',
  data: {
    submitId: 7,
    attempt: 1,
    status: 'WA',
    score: null,
    oiRankScore: null,
    time: 1,
    memory: 1,
    errorMessage: '',
    judger: 'w1',
    at,
  },
};
const start = (restart = false): SubmissionCommand => ({
  type: 'StartJudging',
  judger: 'w2',
  at,
  restart,
});
const manual = (status: Verdict): SubmissionCommand => ({
  type: 'ManualJudge',
  status,
  score: null,
  by: 'r',
  at,
});
const share = (uid: string): SubmissionCommand => ({ type: 'ChangeShare', uid, share: true });

describe('submission decider', () => {
  const spec = deciderSpec(submissionDecider);

  it('starts the first attempt of a pending submission', () =>
    spec
      .given([created])
      .when(start())
      .then([started(1, 'w2')]));

  it('lets only a restart take over a submission already being judged', () => {
    spec
      .given([created, started(1)])
      .when(start())
      .thenFails('not waiting', 'conflict');
    spec
      .given([created, started(1)])
      .when(start(true))
      .then([started(2, 'w2')]);
  });

  it('ignores progress from an attempt that is no longer current', () => {
    const verdict: SubmissionCommand = { type: 'RecordVerdict', data: { ...judged.data } };
    spec
      .given([created, started(1), started(2)])
      .when(verdict)
      .thenFails('no longer current', 'conflict');
    spec
      .given([created, started(1)])
      .when(verdict)
      .then([judged]);
  });

  it('refuses to judge a finished submission again unless rejudged', () => {
    const rejudged: SubmissionEvent = {
      type: 'RejudgeRequested',
      data: { submitId: 7, by: 'root', at },
    };
    spec
      .given([created, started(1), judged])
      .when(start(true))
      .thenFails('not waiting');
    spec
      .given([created, started(1), judged])
      .when({ type: 'Rejudge', by: 'root', at })
      .then([rejudged]);
    spec
      .given([created, started(1), judged, rejudged])
      .when(start())
      .then([started(2, 'w2')]);
  });

  it('applies the manual judge rules', () => {
    spec
      .given([created, started(1)])
      .when(manual('AC'))
      .thenFails('Only a judged submission without a compile error', 'conflict');
    spec
      .given([created, started(1), judged])
      .when(manual('CE'))
      .thenFails('cannot be set manually', 'invalid');
    spec
      .given([created, started(1), judged])
      .when(manual('AC'))
      .then([
        {
          type: 'SubmissionManuallyJudged',
          // The verdict it replaces goes with it, for the audit log.
          data: { submitId: 7, status: 'AC', score: null, previousStatus: 'WA', by: 'r', at },
        },
      ]);
  });

  it('cancels once and stops the running attempt', () => {
    const cancelled: SubmissionEvent = {
      type: 'SubmissionCancelled',
      data: { submitId: 7, by: 'r', at },
    };
    spec
      .given([created, started(1)])
      .when({ type: 'Cancel', by: 'r', at })
      .then([cancelled]);
    spec
      .given([created, started(1), cancelled])
      .when({ type: 'Cancel', by: 'r', at })
      .thenFails('already cancelled', 'conflict');
    spec
      .given([created, started(1), cancelled])
      .when({ type: 'RecordCase', data: { attempt: 1 } as never })
      .thenFails('no longer current');
  });

  it('lets only the owner share, and never a contest submission', () => {
    spec.given([created]).when(share('u2')).thenFails('Only the owner', 'forbidden');
    const contest = { ...created, data: { ...created.data, cid: 3 } } as SubmissionEvent;
    spec.given([contest]).when(share('u1')).thenFails('Contest submissions', 'forbidden');
    spec
      .given([created])
      .when(share('u1'))
      .then([{ type: 'SubmissionShareChanged', data: { submitId: 7, share: true } }]);
  });
});
