import { describe, expect, it } from 'vitest';
import { foldEvents } from '../handle-command.ts';
import type { SubmissionEvent } from '../catalogue/submission.ts';
import { submissionDecider as d, type SubmissionCommand } from './submission.decider.ts';

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
const started = (attempt: number): SubmissionEvent => ({
  type: 'JudgingStarted',
  data: { submitId: 7, attempt, judger: 'w1', at },
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
const when = (given: SubmissionEvent[], c: SubmissionCommand) => d.decide(c, foldEvents(d, given));
const start = (restart = false): SubmissionCommand => ({
  type: 'StartJudging',
  judger: 'w2',
  at,
  restart,
});

describe('submission decider', () => {
  it('starts the first attempt of a pending submission', () => {
    expect(when([created], start())).toEqual([
      { type: 'JudgingStarted', data: { submitId: 7, attempt: 1, judger: 'w2', at } },
    ]);
  });
  it('lets only a restart take over a submission already being judged', () => {
    expect(() => when([created, started(1)], start())).toThrow('not waiting');
    expect(when([created, started(1)], start(true))[0]).toMatchObject({ data: { attempt: 2 } });
  });
  it('ignores progress from an attempt that is no longer current', () => {
    const c: SubmissionCommand = {
      type: 'RecordVerdict',
      data: { ...judged.data, attempt: 1 },
    };
    expect(() => when([created, started(1), started(2)], c)).toThrow('no longer current');
    expect(when([created, started(1)], c)).toHaveLength(1);
  });
  it('refuses to judge a finished submission again unless rejudged', () => {
    expect(() => when([created, started(1), judged], start(true))).toThrow();
    const rejudged = [
      created,
      started(1),
      judged,
      ...when([created, started(1), judged], { type: 'Rejudge', by: 'root', at }),
    ];
    expect(when(rejudged, start())[0]).toMatchObject({ data: { attempt: 2 } });
  });
  it('applies the manual judge rules', () => {
    expect(() =>
      when([created, started(1)], { type: 'ManualJudge', status: 'AC', score: null, by: 'r', at }),
    ).toThrow();
    expect(() =>
      when([created, started(1), judged], {
        type: 'ManualJudge',
        status: 'CE',
        score: null,
        by: 'r',
        at,
      }),
    ).toThrow('cannot be set manually');
    expect(
      when([created, started(1), judged], {
        type: 'ManualJudge',
        status: 'AC',
        score: null,
        by: 'r',
        at,
      }),
    ).toHaveLength(1);
  });
  it('cancels once and stops the running attempt', () => {
    const cancelled = [
      created,
      started(1),
      { type: 'SubmissionCancelled', data: { submitId: 7, by: 'r', at } } as SubmissionEvent,
    ];
    expect(() => when(cancelled, { type: 'Cancel', by: 'r', at })).toThrow('already cancelled');
    expect(() => when(cancelled, { type: 'RecordCase', data: { attempt: 1 } as never })).toThrow(
      'no longer current',
    );
  });
  it('lets only the owner share, and never a contest submission', () => {
    expect(() => when([created], { type: 'ChangeShare', uid: 'u2', share: true })).toThrow(
      'Only the owner',
    );
    const contest = { ...created, data: { ...created.data, cid: 3 } } as SubmissionEvent;
    expect(() => when([contest], { type: 'ChangeShare', uid: 'u1', share: true })).toThrow(
      'Contest submissions',
    );
    expect(when([created], { type: 'ChangeShare', uid: 'u1', share: true })).toHaveLength(1);
  });
});
