import { describe, it } from 'vitest';
import { deciderSpec } from '../../test-kit/decider-spec.ts';
import type { RejudgeEvent } from '../catalogue/rejudge.ts';
import { rejudgeDecider, type CurrentSubmission, type RejudgeCommand } from './rejudge.decider.ts';

const at = '2026-01-01T10:00:00.000Z';
const expiresAt = '2026-01-01T11:00:00.000Z';
const base = [
  { submitId: 1, revision: 3, status: 'AC' as const, score: null, time: 10, memory: 100 },
  { submitId: 2, revision: 3, status: 'WA' as const, score: null, time: 12, memory: 100 },
];
const requestData = {
  previewId: 'p1',
  cid: 4,
  submitIds: [1, 2],
  base,
  by: 'admin',
  at,
  expiresAt,
};
const requested: RejudgeEvent = { type: 'RejudgePreviewRequested', data: requestData };
const result = (submitId: number, status: 'AC' | 'WA', time = 11) => ({
  previewId: 'p1',
  submitId,
  status,
  score: null,
  time,
  memory: 100,
  judger: 'j1',
  at,
});
const judged = (submitId: number, status: 'AC' | 'WA', time?: number): RejudgeEvent => ({
  type: 'RejudgePreviewJudged',
  data: result(submitId, status, time),
});
const record = (submitId: number, status: 'AC' | 'WA'): RejudgeCommand => ({
  type: 'RecordPreviewResult',
  data: result(submitId, status),
});
/** Submission 1 becomes WA (time 11); submission 2 stays exactly as it was. */
const allIn = [requested, judged(1, 'WA'), judged(2, 'WA', 12)];
const asBase: CurrentSubmission[] = base.map(
  ({ submitId, revision, status, score, time, memory }) => ({
    submitId,
    revision,
    status,
    score,
    time,
    memory,
  }),
);
const apply = (current = asBase, when = '2026-01-01T10:30:00.000Z'): RejudgeCommand => ({
  type: 'ApplyPreview',
  by: 'admin',
  at: when,
  current,
});
const changed = {
  submitId: 1,
  status: 'WA' as const,
  score: null,
  time: 11,
  memory: 100,
  previous: { status: 'AC' as const, score: null, time: 10, memory: 100 },
};
const applied: RejudgeEvent = {
  type: 'RejudgeApplied',
  data: {
    previewId: 'p1',
    cid: 4,
    verdicts: [changed],
    by: 'admin',
    at: '2026-01-01T10:30:00.000Z',
  },
};
const afterApply: CurrentSubmission[] = [
  { submitId: 1, revision: 3, status: 'WA', score: null, time: 11, memory: 100 },
  asBase[1]!,
];
const undo = (current = afterApply): RejudgeCommand => ({
  type: 'UndoPreview',
  by: 'admin',
  at: '2026-01-01T12:00:00.000Z',
  current,
});
const undone: RejudgeEvent = {
  type: 'RejudgeUndone',
  data: {
    previewId: 'p1',
    cid: 4,
    by: 'admin',
    at: '2026-01-01T12:00:00.000Z',
    verdicts: [{ submitId: 1, status: 'AC', score: null, time: 10, memory: 100 }],
  },
};

describe('rejudge preview decider', () => {
  const spec = deciderSpec(rejudgeDecider);

  describe('request', () => {
    it('records a preview with each submission as it stands', () =>
      spec.given([]).when({ type: 'RequestPreview', data: requestData }).then([requested]));
    it('refuses the same preview twice', () =>
      spec
        .given([requested])
        .when({ type: 'RequestPreview', data: requestData })
        .thenFails('already exists', 'conflict'));
    it('refuses a submission without its current verdict or listed twice', () => {
      spec
        .given([])
        .when({ type: 'RequestPreview', data: { ...requestData, base: [base[0]!] } })
        .thenFails('needs its current verdict', 'invalid');
      spec
        .given([])
        .when({ type: 'RequestPreview', data: { ...requestData, submitIds: [1, 1] } })
        .thenFails('listed twice', 'invalid');
    });
  });

  describe('record a result', () => {
    it('takes the first result of each listed submission', () =>
      spec
        .given([requested])
        .when(record(1, 'WA'))
        .then([judged(1, 'WA')]));
    it('refuses a second result, an unlisted submission and a closed preview', () => {
      spec
        .given([requested, judged(1, 'WA')])
        .when(record(1, 'AC'))
        .thenFails('already judged', 'conflict');
      spec.given([requested]).when(record(9, 'AC')).thenFails('not part of the preview', 'invalid');
      spec
        .given([...allIn, applied])
        .when(record(1, 'AC'))
        .thenFails('closed', 'conflict');
    });
    it('refuses a preview that does not exist', () =>
      spec.given([]).when(record(1, 'AC')).thenFails('does not exist', 'not_found'));
  });

  describe('apply', () => {
    it('is one event with every changed verdict and what it replaces', () =>
      spec.given(allIn).when(apply()).then([applied]));
    it('refuses before every result is in', () =>
      spec
        .given([requested, judged(1, 'WA')])
        .when(apply())
        .thenFails('Only 1 of 2 submissions are judged', 'conflict'));
    it('refuses after the preview expired', () => {
      spec
        .given(allIn)
        .when(apply(asBase, expiresAt))
        .thenFails('expired at 2026-01-01T11:00:00.000Z', 'conflict');
      spec
        .given([
          ...allIn,
          { type: 'RejudgePreviewExpired', data: { previewId: 'p1', at: expiresAt } },
        ])
        .when(apply())
        .thenFails('expired', 'conflict');
    });
    it('refuses a stale preview: a verdict or a stream moved since it was made', () => {
      const judgedByHand = [{ ...asBase[0]!, status: 'TLE' as const, revision: 4 }, asBase[1]!];
      spec
        .given(allIn)
        .when(apply(judgedByHand))
        .thenFails('Submission 1 changed since the preview was made', 'conflict');
      const otherApply = [asBase[0]!, { ...asBase[1]!, status: 'AC' as const }];
      spec.given(allIn).when(apply(otherApply)).thenFails('Submission 2 changed', 'conflict');
      spec
        .given(allIn)
        .when(apply([asBase[0]!]))
        .thenFails('Submission 2 changed', 'conflict');
    });
    it('refuses a second apply', () =>
      spec
        .given([...allIn, applied])
        .when(apply())
        .thenFails('already applied', 'conflict'));
  });

  describe('undo', () => {
    it('restores the previous verdicts of what the apply changed', () =>
      spec
        .given([...allIn, applied])
        .when(undo())
        .then([undone]));
    it('refuses twice, before an apply, and once the submissions moved on', () => {
      spec
        .given([...allIn, applied, undone])
        .when(undo())
        .thenFails('already undone', 'conflict');
      spec.given(allIn).when(undo()).thenFails('Only an applied preview', 'conflict');
      spec
        .given([...allIn, applied])
        .when(undo(asBase))
        .thenFails('can no longer be undone', 'conflict');
    });
    it('refuses to apply an undone preview again', () =>
      spec
        .given([...allIn, applied, undone])
        .when(apply())
        .thenFails('make a new preview', 'conflict'));
  });

  describe('expire', () => {
    const expire = (when: string): RejudgeCommand => ({ type: 'ExpirePreview', at: when });
    it('closes an open preview past its expiry', () =>
      spec
        .given([requested])
        .when(expire(expiresAt))
        .then([{ type: 'RejudgePreviewExpired', data: { previewId: 'p1', at: expiresAt } }]));
    it('refuses before the expiry and after an apply', () => {
      spec.given([requested]).when(expire(at)).thenFails('not expired yet', 'conflict');
      spec
        .given([...allIn, applied])
        .when(expire(expiresAt))
        .thenFails('Only an open preview', 'conflict');
    });
  });
});
