import {
  DomainError,
  type ContestAcCheckEvent,
  type ContestPrintEvent,
  type Decider,
} from '@oj/events';

type Metadata = { now: string; userId: string };

export const printMessages = {
  empty: 'Content cannot be empty',
  short: 'The content must be at least 50 characters',
  long: 'The content can be at most 65535 characters',
  closed: 'Printing is not open for this contest',
  missing: 'The print record does not exist',
} as const;

/** One print per user and contest every 10 s, and at most 30 in a contest: a printer is slow
 * and shared, and each text may be 64 KiB. */
export const PRINT_COOLDOWN_MS = 10_000;
export const PRINT_CAP = 30;
export const printWaitMsg = (seconds: number) =>
  `Printing too fast, please wait ${seconds} second${seconds === 1 ? '' : 's'}`;
export const printCapMsg = `You can send at most ${PRINT_CAP} print requests in a contest`;

/** Minimum and maximum of a print text (spec 2 section 5). */
export const PRINT_MIN = 50;
export const PRINT_MAX = 65535;

export type ContestPrintState = { status: 'none' } | { status: 'queued' | 'printed'; cid: number };

export type ContestPrintCommand =
  | {
      type: 'SubmitPrint';
      data: { cid: number; id: number; username: string; content: string; openPrint: boolean };
      metadata: Metadata;
    }
  | { type: 'MarkPrinted'; data: { cid: number; id: number }; metadata: Metadata };

const submitPrint = (
  c: Extract<ContestPrintCommand, { type: 'SubmitPrint' }>,
  s: ContestPrintState,
): ContestPrintEvent[] => {
  if (s.status !== 'none') return [];
  const { cid, id, username, content, openPrint } = c.data;
  if (!openPrint) throw new DomainError('forbidden', printMessages.closed);
  if (content.trim() === '') throw new DomainError('invalid', printMessages.empty);
  if (content.length < PRINT_MIN) throw new DomainError('invalid', printMessages.short);
  if (content.length > PRINT_MAX) throw new DomainError('invalid', printMessages.long);
  return [
    {
      type: 'ContestPrintSubmitted',
      data: { cid, id, uid: c.metadata.userId, username, content, at: c.metadata.now },
    },
  ];
};

const markPrinted = (
  c: Extract<ContestPrintCommand, { type: 'MarkPrinted' }>,
  s: ContestPrintState,
): ContestPrintEvent[] => {
  if (s.status === 'none' || s.cid !== c.data.cid)
    throw new DomainError('not_found', printMessages.missing);
  if (s.status === 'printed') return [];
  return [
    {
      type: 'ContestPrintPrinted',
      data: { ...c.data, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/** One print record (stream `contestPrint-<id>`): queued once, then printed once. */
export const contestPrintDecider: Decider<
  ContestPrintState,
  ContestPrintCommand,
  ContestPrintEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'ContestPrintSubmitted':
        return { status: 'queued', cid: e.data.cid };
      case 'ContestPrintPrinted':
        return { status: 'printed', cid: e.data.cid };
    }
  },
  decide: (c, s) => (c.type === 'SubmitPrint' ? submitPrint(c, s) : markPrinted(c, s)),
};

export type ContestAcCheckState = { checked: boolean };

export interface SetAcChecked {
  type: 'SetAcChecked';
  data: { cid: number; submitId: number; checked: boolean };
  metadata: Metadata;
}

/** An accepted contest submission's "handled" tick (balloon delivered), as an admin sets it. */
export const contestAcCheckDecider: Decider<
  ContestAcCheckState,
  SetAcChecked,
  ContestAcCheckEvent
> = {
  initialState: () => ({ checked: false }),
  evolve: (_s, e) => ({ checked: e.data.checked }),
  decide: (c, s) =>
    c.data.checked === s.checked
      ? []
      : [
          {
            type: 'ContestAcChecked',
            data: { ...c.data, by: c.metadata.userId, at: c.metadata.now },
          },
        ],
};
