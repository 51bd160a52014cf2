import {
  handleCommand,
  nextId,
  submissionDecider,
  submissionStream,
  type LanguageName,
  type Verdict,
} from '@oj/events';
import type { TestSite } from './test-site.ts';

type SubmissionFields = {
  uid: string;
  username: string;
  pid: number;
  submitTime?: string;
  /** A contest submission (default 0: none). */
  cid?: number;
  /** The group it is made in (default null: the site), as the submit route records it. */
  gid?: number | null;
  /** The problem's display id the submission names (default the pid). */
  displayPid?: string;
  /** The code and its language (default an empty C main). */
  code?: string;
  language?: LanguageName;
};

/**
 * A submission created as submit-problem-judge creates it, at a chosen time, still waiting for
 * its verdict (time travel sees it pending). Answers the submitId once the projections applied it.
 */
export const pendingSubmission = async (site: TestSite, o: SubmissionFields) => {
  const submitId = await nextId(site.db.sql, 'submission');
  const created = await handleCommand(
    site.deps.store,
    submissionStream(submitId),
    submissionDecider,
    {
      type: 'CreateSubmission',
      data: {
        submitId,
        kind: 'submission',
        pid: o.pid,
        displayPid: o.displayPid ?? String(o.pid),
        uid: o.uid,
        username: o.username,
        language: o.language ?? 'C',
        code: o.code ?? 'int main(){}',
        length: (o.code ?? 'int main(){}').length,
        cid: o.cid ?? 0,
        gid: o.gid ?? null,
        ip: '127.0.0.1',
        submitTime: o.submitTime ?? new Date().toISOString(),
        priority: 1,
      },
    },
  );
  await site.deps.projections.waitFor(created.appended?.position ?? 0);
  return submitId;
};

/**
 * Plays the judge for a submission (ordinary, or in contest `cid`): creates it as
 * submit-problem-judge does, then appends the start and the verdict through the shared
 * submission decider, as a worker does, both at its submit time. Answers the submitId once the
 * projections applied it.
 */
export const judgedSubmission = async (
  site: TestSite,
  o: SubmissionFields & {
    status: Verdict;
    score?: number | null;
    oiRankScore?: number | null;
    /** Run time in ms (default 1). */
    time?: number;
    errorMessage?: string;
    /** The verdict of each test case (none by default). */
    cases?: Verdict[];
  },
) => {
  const at = o.submitTime ?? new Date().toISOString();
  const submitId = await pendingSubmission(site, { ...o, submitTime: at });
  await judgeAgain(site, submitId, { ...o, at });
  return submitId;
};

/** A super admin's rejudge at a chosen time: the submission goes back to pending. */
export const rejudgeAt = async (site: TestSite, submitId: number, at: string) => {
  const r = await handleCommand(site.deps.store, submissionStream(submitId), submissionDecider, {
    type: 'Rejudge',
    by: 'root',
    at,
  });
  await site.deps.projections.waitFor(r.appended?.position ?? 0);
};

/**
 * Plays the judge for a submission waiting in the queue (new, or sent back by a rejudge):
 * the start and the verdict, as a worker appends them; resolves once the projections applied it.
 */
export const judgeAgain = async (
  site: TestSite,
  submitId: number,
  o: {
    status: Verdict;
    score?: number | null;
    oiRankScore?: number | null;
    time?: number;
    at?: string;
    /** When the judge took the run (default `at`). */
    startedAt?: string;
    /** The verdict of each test case, judged in order before the final verdict (none by default). */
    cases?: Verdict[];
    /** The compiler's or runner's message (default none). */
    errorMessage?: string;
  },
) => {
  const stream = submissionStream(submitId);
  const at = o.at ?? new Date().toISOString();
  const started = await handleCommand(site.deps.store, stream, submissionDecider, {
    type: 'StartJudging',
    judger: 'test',
    at: o.startedAt ?? at,
    restart: false,
  });
  const attempt = started.events[0]?.type === 'JudgingStarted' ? started.events[0].data.attempt : 1;
  for (const [i, status] of (o.cases ?? []).entries())
    await handleCommand(site.deps.store, stream, submissionDecider, {
      type: 'RecordCase',
      data: {
        submitId,
        attempt,
        index: i + 1,
        status,
        time: 10 * (i + 1),
        memory: 1,
        score: 0,
        groupNum: 0,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        userOutput: '',
        message: '',
      },
    });
  const judged = await handleCommand(site.deps.store, stream, submissionDecider, {
    type: 'RecordVerdict',
    data: {
      submitId,
      attempt,
      status: o.status,
      score: o.score ?? null,
      oiRankScore: o.oiRankScore ?? null,
      time: o.time ?? 1,
      memory: 1,
      errorMessage: o.errorMessage ?? '',
      judger: 'test',
      at,
    },
  });
  await site.deps.projections.waitFor(judged.appended?.position ?? 0);
};
