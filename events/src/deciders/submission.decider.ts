import { assertNever, DomainError } from '../domain-error.ts';
import type { Decider } from '../handle-command.ts';
import type { SubmissionEvent } from '../catalogue/submission.ts';
import type { Verdict } from '../judging/verdicts.ts';

type Data<T extends SubmissionEvent['type']> = Extract<SubmissionEvent, { type: T }>['data'];

export type SubmissionState =
  | { status: 'none' }
  | {
      status: 'pending' | 'judging' | 'judged' | 'cancelled';
      submitId: number;
      uid: string;
      kind: 'submission' | 'test';
      cid: number;
      attempt: number;
      verdict: Verdict | null;
    };

export type SubmissionCommand =
  | { type: 'CreateSubmission'; data: Data<'SubmissionCreated'> }
  | { type: 'StartJudging'; judger: string; at: string; restart: boolean }
  | { type: 'FinishCompile'; data: Data<'CompileFinished'> }
  | { type: 'RecordCase'; data: Data<'TestCaseJudged'> }
  | { type: 'RecordVerdict'; data: Data<'SubmissionJudged'> }
  | { type: 'Rejudge'; by: string; at: string }
  | { type: 'ManualJudge'; status: Verdict; score: number | null; by: string; at: string }
  | { type: 'Cancel'; by: string; at: string }
  | { type: 'ChangeShare'; uid: string; share: boolean };

const manualChoices: readonly Verdict[] = ['AC', 'WA', 'PE', 'TLE', 'MLE', 'RE', 'SE', 'PA'];

const existing = (s: SubmissionState) => {
  if (s.status === 'none') throw new DomainError('not_found', 'The submission does not exist');
  return s;
};

/** Progress from a worker must belong to the running attempt: a worker presumed dead is ignored. */
const running = (s: SubmissionState, attempt: number) => {
  const e = existing(s);
  if (e.status !== 'judging' || e.attempt !== attempt)
    throw new DomainError('conflict', 'This judging attempt is no longer current');
  return e;
};

type Command<T extends SubmissionCommand['type']> = Extract<SubmissionCommand, { type: T }>;

const createSubmission = (
  c: Command<'CreateSubmission'>,
  s: SubmissionState,
): SubmissionEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The submission already exists');
  return [{ type: 'SubmissionCreated', data: c.data }];
};

/** A pending submission gets its next attempt; a restart takes over one presumed abandoned. */
const startJudging = (c: Command<'StartJudging'>, s: SubmissionState): SubmissionEvent[] => {
  const e = existing(s);
  if (!(e.status === 'pending' || (e.status === 'judging' && c.restart)))
    throw new DomainError('conflict', 'The submission is not waiting for a judge');
  return [
    {
      type: 'JudgingStarted',
      data: { submitId: e.submitId, attempt: e.attempt + 1, judger: c.judger, at: c.at },
    },
  ];
};

const finishCompile = (c: Command<'FinishCompile'>, s: SubmissionState): SubmissionEvent[] => {
  running(s, c.data.attempt);
  return [{ type: 'CompileFinished', data: c.data }];
};

const recordCase = (c: Command<'RecordCase'>, s: SubmissionState): SubmissionEvent[] => {
  running(s, c.data.attempt);
  return [{ type: 'TestCaseJudged', data: c.data }];
};

const recordVerdict = (c: Command<'RecordVerdict'>, s: SubmissionState): SubmissionEvent[] => {
  running(s, c.data.attempt);
  return [{ type: 'SubmissionJudged', data: c.data }];
};

const rejudge = (c: Command<'Rejudge'>, s: SubmissionState): SubmissionEvent[] => {
  const e = existing(s);
  if (e.kind !== 'submission') throw new DomainError('invalid', 'A test judge cannot be rejudged');
  if (e.status === 'pending' || e.status === 'judging')
    throw new DomainError('conflict', 'The submission is being judged');
  return [{ type: 'RejudgeRequested', data: { submitId: e.submitId, by: c.by, at: c.at } }];
};

const manualJudge = (c: Command<'ManualJudge'>, s: SubmissionState): SubmissionEvent[] => {
  const e = existing(s);
  if (e.status !== 'judged' || e.verdict === 'CE')
    throw new DomainError(
      'conflict',
      'Only a judged submission without a compile error can be judged manually',
    );
  if (!manualChoices.includes(c.status))
    throw new DomainError('invalid', 'This status cannot be set manually');
  return [
    {
      type: 'SubmissionManuallyJudged',
      data: {
        submitId: e.submitId,
        status: c.status,
        score: c.score,
        ...(e.verdict === null ? {} : { previousStatus: e.verdict }),
        by: c.by,
        at: c.at,
      },
    },
  ];
};

const cancel = (c: Command<'Cancel'>, s: SubmissionState): SubmissionEvent[] => {
  const e = existing(s);
  if (e.status === 'cancelled')
    throw new DomainError('conflict', 'The submission is already cancelled');
  return [{ type: 'SubmissionCancelled', data: { submitId: e.submitId, by: c.by, at: c.at } }];
};

const changeShare = (c: Command<'ChangeShare'>, s: SubmissionState): SubmissionEvent[] => {
  const e = existing(s);
  if (e.uid !== c.uid)
    throw new DomainError('forbidden', 'Only the owner can share this submission');
  if (e.cid !== 0) throw new DomainError('forbidden', 'Contest submissions cannot be shared');
  return [{ type: 'SubmissionShareChanged', data: { submitId: e.submitId, share: c.share } }];
};

const decide = (c: SubmissionCommand, s: SubmissionState): SubmissionEvent[] => {
  switch (c.type) {
    case 'CreateSubmission':
      return createSubmission(c, s);
    case 'StartJudging':
      return startJudging(c, s);
    case 'FinishCompile':
      return finishCompile(c, s);
    case 'RecordCase':
      return recordCase(c, s);
    case 'RecordVerdict':
      return recordVerdict(c, s);
    case 'Rejudge':
      return rejudge(c, s);
    case 'ManualJudge':
      return manualJudge(c, s);
    case 'Cancel':
      return cancel(c, s);
    case 'ChangeShare':
      return changeShare(c, s);
    default:
      return assertNever(c);
  }
};

const evolve = (s: SubmissionState, e: SubmissionEvent): SubmissionState => {
  if (e.type === 'SubmissionCreated') {
    const d = e.data;
    return {
      status: 'pending',
      submitId: d.submitId,
      uid: d.uid,
      kind: d.kind,
      cid: d.cid,
      attempt: 0,
      verdict: null,
    };
  }
  if (s.status === 'none') return s;
  switch (e.type) {
    case 'JudgingStarted':
      return { ...s, status: 'judging', attempt: e.data.attempt };
    case 'SubmissionJudged':
      return { ...s, status: 'judged', verdict: e.data.status };
    case 'SubmissionManuallyJudged':
      return { ...s, status: 'judged', verdict: e.data.status };
    case 'RejudgeRequested':
      return { ...s, status: 'pending', verdict: null };
    case 'SubmissionCancelled':
      return { ...s, status: 'cancelled', verdict: 'CA' };
    case 'CompileFinished':
    case 'TestCaseJudged':
    case 'SubmissionShareChanged':
      return s;
    default:
      return s;
  }
};

/** The submission aggregate (stream `submission-<id>`): created by the server, advanced by the judge. */
export const submissionDecider: Decider<SubmissionState, SubmissionCommand, SubmissionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
