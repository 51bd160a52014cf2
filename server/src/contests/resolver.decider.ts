import {
  assertNever,
  DomainError,
  type Decider,
  type ResolverEvent,
  type ResolverMedals,
} from '@oj/events';
import { cellKey, nextReveal, type ScoreState } from '@oj/events/scoring';

type Metadata = { now: string; userId: string };

export const resolverMessages = {
  notEnded: 'The contest has not ended yet: its frozen results cannot be revealed',
  started: 'The reveal has already started; reset it to start again',
  notStarted: 'The reveal has not started yet',
  nothingLeft: 'Every frozen result has already been revealed',
  stale: (shown: number, open: number) =>
    `Another presenter moved first: ${open} result${open === 1 ? ' is' : 's are'} open, your screen showed ${shown}`,
} as const;

export interface ResolverCell {
  uid: string;
  pid: string;
}

export type ResolverState =
  | { status: 'idle' }
  | { status: 'running'; removeStar: boolean; medals: ResolverMedals; steps: ResolverCell[] };

export type ResolverCommand =
  | {
      type: 'StartResolver';
      data: { cid: number; endTime: number; removeStar: boolean; medals: ResolverMedals };
      metadata: Metadata;
    }
  | {
      type: 'StepResolver';
      /** `board`: the contest's fold (its final verdicts), from which the next cell is picked. */
      data: { cid: number; expectedStep: number; board: ScoreState };
      metadata: Metadata;
    }
  | { type: 'ResetResolver'; data: { cid: number }; metadata: Metadata };

const ended = (endTime: number, m: Metadata) => Date.parse(m.now) >= endTime;

const start = (
  c: Extract<ResolverCommand, { type: 'StartResolver' }>,
  s: ResolverState,
): ResolverEvent[] => {
  if (!ended(c.data.endTime, c.metadata))
    throw new DomainError('conflict', resolverMessages.notEnded);
  if (s.status === 'running') throw new DomainError('conflict', resolverMessages.started);
  const { cid, removeStar, medals } = c.data;
  return [
    {
      type: 'ResolverStarted',
      data: { cid, removeStar, medals, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/**
 * Opens the next cell, as the scroll board orders them (`nextReveal` over the sealed board with
 * the cells opened so far); a presenter whose screen was behind is refused, never skipped ahead.
 */
const step = (
  c: Extract<ResolverCommand, { type: 'StepResolver' }>,
  s: ResolverState,
): ResolverEvent[] => {
  const { cid, expectedStep, board } = c.data;
  if (!ended(board.settings.endTime, c.metadata))
    throw new DomainError('conflict', resolverMessages.notEnded);
  if (s.status !== 'running') throw new DomainError('conflict', resolverMessages.notStarted);
  if (expectedStep !== s.steps.length)
    throw new DomainError('conflict', resolverMessages.stale(expectedStep, s.steps.length));
  const revealed = new Set(s.steps.map((x) => cellKey(x.uid, x.pid)));
  // The order depends on totals and uids only: names do not matter here.
  const next = nextReveal(board, revealed, { removeStar: s.removeStar, users: new Map() });
  if (next === null) throw new DomainError('conflict', resolverMessages.nothingLeft);
  return [
    {
      type: 'ResolverStepped',
      data: { cid, step: s.steps.length + 1, ...next, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const reset = (
  c: Extract<ResolverCommand, { type: 'ResetResolver' }>,
  s: ResolverState,
): ResolverEvent[] =>
  s.status === 'idle'
    ? []
    : [
        {
          type: 'ResolverReset',
          data: { cid: c.data.cid, by: c.metadata.userId, at: c.metadata.now },
        },
      ];

/** A contest's shared projector reveal (stream `contestResolver-<cid>`). */
export const resolverDecider: Decider<ResolverState, ResolverCommand, ResolverEvent> = {
  initialState: () => ({ status: 'idle' }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'ResolverStarted':
        return {
          status: 'running',
          removeStar: e.data.removeStar,
          medals: e.data.medals,
          steps: [],
        };
      case 'ResolverStepped':
        return s.status === 'running'
          ? { ...s, steps: [...s.steps, { uid: e.data.uid, pid: e.data.pid }] }
          : s;
      case 'ResolverReset':
        return { status: 'idle' };
      default:
        return s;
    }
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'StartResolver':
        return start(c, s);
      case 'StepResolver':
        return step(c, s);
      case 'ResetResolver':
        return reset(c, s);
      default:
        return assertNever(c);
    }
  },
};
