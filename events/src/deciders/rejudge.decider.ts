import { assertNever, DomainError } from '../domain-error.ts';
import type { Decider } from '../handle-command.ts';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import type { RejudgeBase, RejudgeEvent, RejudgeVerdict } from '../catalogue/rejudge.ts';

type Data<T extends RejudgeEvent['type']> = Extract<RejudgeEvent, { type: T }>['data'];

/** A preview's life: judged into while open, then applied (and maybe undone) or expired. */
export type RejudgeState =
  | { status: 'none' }
  | {
      status: 'open' | 'applied' | 'undone' | 'expired';
      previewId: string;
      cid: number;
      base: readonly RejudgeBase[];
      results: ReadonlyMap<number, RejudgeVerdict>;
      expiresAt: string;
      /** What the apply changed: the verdicts the undo checks and restores. */
      applied: Data<'RejudgeApplied'>['verdicts'];
    };

/** A listed submission as it stands now (the route reads its stream revision and its row). */
export interface CurrentSubmission {
  submitId: number;
  revision: number;
  status: SubmissionStatus;
  score: number | null;
  time: number | null;
  memory: number | null;
}

export type RejudgeCommand =
  | { type: 'RequestPreview'; data: Data<'RejudgePreviewRequested'> }
  | { type: 'RecordPreviewResult'; data: Data<'RejudgePreviewJudged'> }
  | { type: 'ApplyPreview'; by: string; at: string; current: readonly CurrentSubmission[] }
  | { type: 'UndoPreview'; by: string; at: string; current: readonly CurrentSubmission[] }
  | { type: 'ExpirePreview'; at: string };

type Command<T extends RejudgeCommand['type']> = Extract<RejudgeCommand, { type: T }>;
type Open = Exclude<RejudgeState, { status: 'none' }>;

export const sameVerdict = (
  a: RejudgeVerdict,
  b: Omit<RejudgeVerdict, 'status'> & { status: string },
) => a.status === b.status && a.score === b.score && a.time === b.time && a.memory === b.memory;

const existing = (s: RejudgeState): Open => {
  if (s.status === 'none') throw new DomainError('not_found', 'The rejudge preview does not exist');
  return s;
};

const requestPreview = (c: Command<'RequestPreview'>, s: RejudgeState): RejudgeEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'This rejudge preview already exists');
  const ids = c.data.submitIds;
  if (new Set(ids).size !== ids.length)
    throw new DomainError('invalid', 'A submission is listed twice in the preview');
  const based = new Set(c.data.base.map((b) => b.submitId));
  if (ids.some((id) => !based.has(id)) || based.size !== ids.length)
    throw new DomainError('invalid', 'Every listed submission needs its current verdict');
  return [{ type: 'RejudgePreviewRequested', data: c.data }];
};

/** The first result for a submission is the result; a second judge's answer is refused. */
const recordResult = (c: Command<'RecordPreviewResult'>, s: RejudgeState): RejudgeEvent[] => {
  const e = existing(s);
  if (e.status !== 'open') throw new DomainError('conflict', 'The rejudge preview is closed');
  if (!e.base.some((b) => b.submitId === c.data.submitId))
    throw new DomainError('invalid', 'This submission is not part of the preview');
  if (e.results.has(c.data.submitId))
    throw new DomainError('conflict', 'This submission was already judged for the preview');
  return [{ type: 'RejudgePreviewJudged', data: c.data }];
};

const expiredMessage = (e: Open) =>
  `This rejudge preview expired at ${e.expiresAt}: make a new preview`;

/**
 * Each listed submission must stand exactly as `expected` says and its stream must not have
 * moved since the preview was made: otherwise the preview (or the apply) is stale.
 */
const refuseStale = (
  e: Open,
  current: readonly CurrentSubmission[],
  expected: (b: RejudgeBase) => RejudgeVerdict,
  what: string,
) => {
  const now = new Map(current.map((c) => [c.submitId, c]));
  for (const b of e.base) {
    const c = now.get(b.submitId);
    if (!c || c.revision !== b.revision || !sameVerdict(expected(b), c))
      throw new DomainError(
        'conflict',
        `Submission ${b.submitId} changed since the preview was made (rejudged or judged by hand): ${what}`,
      );
  }
};

const applyPreview = (c: Command<'ApplyPreview'>, s: RejudgeState): RejudgeEvent[] => {
  const e = existing(s);
  if (e.status === 'applied') throw new DomainError('conflict', 'This preview is already applied');
  if (e.status === 'undone')
    throw new DomainError('conflict', 'This preview was applied and undone: make a new preview');
  if (e.status === 'expired' || c.at >= e.expiresAt)
    throw new DomainError('conflict', expiredMessage(e));
  if (e.results.size < e.base.length)
    throw new DomainError(
      'conflict',
      `Only ${e.results.size} of ${e.base.length} submissions are judged: apply once every result is in`,
    );
  refuseStale(e, c.current, (b) => b, 'make a new preview');
  const verdicts = e.base.flatMap((b) => {
    const r = e.results.get(b.submitId);
    if (!r || sameVerdict(r, b)) return [];
    const previous = { status: b.status, score: b.score, time: b.time, memory: b.memory };
    return [{ submitId: b.submitId, ...r, previous }];
  });
  return [
    {
      type: 'RejudgeApplied',
      data: { previewId: e.previewId, cid: e.cid, verdicts, by: c.by, at: c.at },
    },
  ];
};

const undoPreview = (c: Command<'UndoPreview'>, s: RejudgeState): RejudgeEvent[] => {
  const e = existing(s);
  if (e.status === 'undone') throw new DomainError('conflict', 'This preview is already undone');
  if (e.status !== 'applied')
    throw new DomainError('conflict', 'Only an applied preview can be undone');
  const applied = new Map(e.applied.map((v) => [v.submitId, v]));
  const nowOf = (b: RejudgeBase): RejudgeVerdict => applied.get(b.submitId) ?? b;
  refuseStale(
    e,
    c.current,
    (b) => {
      const v = nowOf(b);
      return { status: v.status, score: v.score, time: v.time, memory: v.memory };
    },
    'it can no longer be undone',
  );
  const verdicts = e.applied.map((v) => ({ submitId: v.submitId, ...v.previous }));
  return [
    {
      type: 'RejudgeUndone',
      data: { previewId: e.previewId, cid: e.cid, verdicts, by: c.by, at: c.at },
    },
  ];
};

const expirePreview = (c: Command<'ExpirePreview'>, s: RejudgeState): RejudgeEvent[] => {
  const e = existing(s);
  if (e.status !== 'open') throw new DomainError('conflict', 'Only an open preview can expire');
  if (c.at < e.expiresAt) throw new DomainError('conflict', 'This preview has not expired yet');
  return [{ type: 'RejudgePreviewExpired', data: { previewId: e.previewId, at: c.at } }];
};

const decide = (c: RejudgeCommand, s: RejudgeState): RejudgeEvent[] => {
  switch (c.type) {
    case 'RequestPreview':
      return requestPreview(c, s);
    case 'RecordPreviewResult':
      return recordResult(c, s);
    case 'ApplyPreview':
      return applyPreview(c, s);
    case 'UndoPreview':
      return undoPreview(c, s);
    case 'ExpirePreview':
      return expirePreview(c, s);
    default:
      return assertNever(c);
  }
};

const evolve = (s: RejudgeState, e: RejudgeEvent): RejudgeState => {
  if (e.type === 'RejudgePreviewRequested') {
    const d = e.data;
    return {
      status: 'open',
      previewId: d.previewId,
      cid: d.cid,
      base: d.base,
      results: new Map(),
      expiresAt: d.expiresAt,
      applied: [],
    };
  }
  if (s.status === 'none') return s;
  switch (e.type) {
    case 'RejudgePreviewJudged': {
      const { status, score, time, memory } = e.data;
      return {
        ...s,
        results: new Map(s.results).set(e.data.submitId, { status, score, time, memory }),
      };
    }
    case 'RejudgeApplied':
      return { ...s, status: 'applied', applied: e.data.verdicts };
    case 'RejudgeUndone':
      return { ...s, status: 'undone' };
    case 'RejudgePreviewExpired':
      return { ...s, status: 'expired' };
    default:
      return s;
  }
};

/**
 * A rejudge preview (stream `rejudge-<id>`): requested by a contest admin, judged into by the
 * judge workers, then applied as one event, undone as one event, or left to expire. Shared by
 * the server (request, apply, undo, expire) and the judge (results).
 */
export const rejudgeDecider: Decider<RejudgeState, RejudgeCommand, RejudgeEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
