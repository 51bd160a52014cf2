import {
  DomainError,
  type ClarificationCategory,
  type ClarificationEvent,
  type Decider,
} from '@oj/events';

type Metadata = { now: string; userId: string };

/** Most characters of a question and of an answer or jury post. */
export const CLARIFICATION_MAX = 2000;

export const clarificationMessages = {
  emptyQuestion: 'The question cannot be empty',
  longQuestion: `The question can be at most ${CLARIFICATION_MAX} characters`,
  emptyAnswer: 'The answer cannot be empty',
  longAnswer: `The answer can be at most ${CLARIFICATION_MAX} characters`,
  notRunning: 'Questions can be asked only while the contest is running',
  missing: 'The clarification does not exist',
  answered: 'This clarification has already been answered',
  tooFast: (seconds: number) =>
    `You are asking too often, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
} as const;
const m = clarificationMessages;

export type ClarificationState =
  | { status: 'none' }
  | { status: 'open'; cid: number; uid: string; claimedBy: string | null }
  | { status: 'answered' | 'posted'; cid: number };

type Command<T extends string, D> = { type: T; data: D; metadata: Metadata };
export type ClarificationCommand =
  | Command<
      'AskClarification',
      {
        cid: number;
        id: number;
        username: string;
        pid: string | null;
        text: string;
        /** The contest's run, ISO: questions are taken from its start until its end. */
        startTime: string;
        endTime: string;
      }
    >
  | Command<'ClaimClarification', { cid: number; id: number; byName: string }>
  | Command<
      'AnswerClarification',
      {
        cid: number;
        id: number;
        answer: string;
        toAll: boolean;
        category: ClarificationCategory | null;
        byName: string;
      }
    >
  | Command<
      'PostClarification',
      {
        cid: number;
        id: number;
        pid: string | null;
        text: string;
        category: ClarificationCategory | null;
        byName: string;
      }
    >;
type Of<T extends ClarificationCommand['type']> = Extract<ClarificationCommand, { type: T }>;

const checkText = (text: string, empty: string, long: string) => {
  if (text.trim() === '') throw new DomainError('invalid', empty);
  if (text.length > CLARIFICATION_MAX) throw new DomainError('invalid', long);
};

const ask = (c: Of<'AskClarification'>, s: ClarificationState): ClarificationEvent[] => {
  if (s.status !== 'none') return [];
  const { cid, id, username, pid, text, startTime, endTime } = c.data;
  checkText(text, m.emptyQuestion, m.longQuestion);
  const now = Date.parse(c.metadata.now);
  if (now < Date.parse(startTime) || now >= Date.parse(endTime))
    throw new DomainError('forbidden', m.notRunning);
  const at = c.metadata.now;
  return [
    {
      type: 'ClarificationAsked',
      data: { cid, id, uid: c.metadata.userId, username, pid, text, at },
    },
  ];
};

/** The open question `id` of contest `cid`, or the refusal for anything else. */
const openQuestion = (s: ClarificationState, cid: number) => {
  if (s.status === 'none' || s.cid !== cid) throw new DomainError('not_found', m.missing);
  if (s.status !== 'open') throw new DomainError('conflict', m.answered);
  return s;
};

const claim = (c: Of<'ClaimClarification'>, s: ClarificationState): ClarificationEvent[] => {
  const open = openQuestion(s, c.data.cid);
  if (open.claimedBy === c.metadata.userId) return [];
  return [
    {
      type: 'ClarificationClaimed',
      data: { ...c.data, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

/** One answer per question: a second would change what the asker already read (refused). */
const answer = (c: Of<'AnswerClarification'>, s: ClarificationState): ClarificationEvent[] => {
  const open = openQuestion(s, c.data.cid);
  checkText(c.data.answer, m.emptyAnswer, m.longAnswer);
  return [
    {
      type: 'ClarificationAnswered',
      data: { ...c.data, uid: open.uid, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const post = (c: Of<'PostClarification'>, s: ClarificationState): ClarificationEvent[] => {
  if (s.status !== 'none') return [];
  checkText(c.data.text, m.emptyAnswer, m.longAnswer);
  return [
    { type: 'ClarificationPosted', data: { ...c.data, by: c.metadata.userId, at: c.metadata.now } },
  ];
};

/**
 * One clarification (stream `clarification-<id>`): a question asked, claimed by jury members,
 * answered once; or a jury post to everyone. Who may do what (entry, contest admin) is the
 * route's policy; this holds the texts, the contest's run and the order of things.
 */
export const clarificationDecider: Decider<
  ClarificationState,
  ClarificationCommand,
  ClarificationEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (s, e) => {
    switch (e.type) {
      case 'ClarificationAsked':
        return { status: 'open', cid: e.data.cid, uid: e.data.uid, claimedBy: null };
      case 'ClarificationClaimed':
        return s.status === 'open' ? { ...s, claimedBy: e.data.by } : s;
      case 'ClarificationAnswered':
        return { status: 'answered', cid: e.data.cid };
      case 'ClarificationPosted':
        return { status: 'posted', cid: e.data.cid };
    }
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'AskClarification':
        return ask(c, s);
      case 'ClaimClarification':
        return claim(c, s);
      case 'AnswerClarification':
        return answer(c, s);
      case 'PostClarification':
        return post(c, s);
    }
  },
};
