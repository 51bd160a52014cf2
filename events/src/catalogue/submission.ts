import { z } from 'zod';
import { languageNames, verdicts } from '../judging/verdicts.ts';
import type { EventUnion } from './define.ts';

const verdict = z.enum(verdicts);
const language = z.enum(languageNames);

/** Queue order: contest submissions first, then ordinary ones, then test judges. */
export const judgePriority = { contest: 0, ordinary: 1, test: 2 } as const;

export const submissionEventSchemas = {
  /** Appended by submit-problem-judge (or the test judge) once every check passed. */
  SubmissionCreated: z.object({
    submitId: z.number().int(),
    /** `submission` counts everywhere; `test` is a custom-input run that only its author sees. */
    kind: z.enum(['submission', 'test']),
    pid: z.number().int(),
    displayPid: z.string(),
    uid: z.string(),
    username: z.string(),
    language,
    code: z.string(),
    length: z.number().int(),
    cid: z.number().int(),
    gid: z.number().int().nullable(),
    /** Submitted inside this training (its problem page); absent on older events and elsewhere. */
    tid: z.number().int().positive().optional(),
    ip: z.string(),
    submitTime: z.string(),
    priority: z.number().int(),
    /** Test judge only: the custom input and the optional expected output. */
    userInput: z.string().optional(),
    expectedOutput: z.string().optional(),
  }),
  /** Appended by a judge worker that claimed the submission; `attempt` counts from 1. */
  JudgingStarted: z.object({
    submitId: z.number().int(),
    attempt: z.number().int(),
    judger: z.string(),
    at: z.string(),
  }),
  /** Appended by the worker after compiling (ok false: the Compile Error message follows in the verdict). */
  CompileFinished: z.object({
    submitId: z.number().int(),
    attempt: z.number().int(),
    ok: z.boolean(),
    cached: z.boolean(),
  }),
  /** Appended by the worker as each test case finishes, in case order. */
  TestCaseJudged: z.object({
    submitId: z.number().int(),
    attempt: z.number().int(),
    index: z.number().int(),
    status: verdict,
    time: z.number().int(),
    memory: z.number().int(),
    score: z.number().int(),
    groupNum: z.number().int(),
    inputName: z.string(),
    outputName: z.string(),
    userOutput: z.string(),
    message: z.string(),
  }),
  /** Appended by the worker with the final verdict (System Error included). */
  SubmissionJudged: z.object({
    submitId: z.number().int(),
    attempt: z.number().int(),
    status: verdict,
    score: z.number().int().nullable(),
    oiRankScore: z.number().int().nullable(),
    time: z.number().int(),
    memory: z.number().int(),
    errorMessage: z.string(),
    judger: z.string(),
    at: z.string(),
    /** Test judge only: what the program printed. */
    userOutput: z.string().optional(),
    stderr: z.string().optional(),
  }),
  /** Appended by a super admin's rejudge: the submission goes back to the queue. */
  RejudgeRequested: z.object({ submitId: z.number().int(), by: z.string(), at: z.string() }),
  /** Appended by a super admin's manual judge. */
  SubmissionManuallyJudged: z.object({
    submitId: z.number().int(),
    status: verdict,
    score: z.number().int().nullable(),
    /** The verdict it replaced (the audit log shows it); absent in events written before. */
    previousStatus: verdict.optional(),
    by: z.string(),
    at: z.string(),
  }),
  /** Appended by a super admin's cancel judge. */
  SubmissionCancelled: z.object({ submitId: z.number().int(), by: z.string(), at: z.string() }),
  /** Appended by the owner's share toggle. */
  SubmissionShareChanged: z.object({ submitId: z.number().int(), share: z.boolean() }),
};

export type SubmissionEvent = EventUnion<typeof submissionEventSchemas>;
export const submissionStream = (submitId: number) => `submission-${submitId}`;
