import fs from 'node:fs';
import path from 'node:path';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import type { RunDir } from '../sandbox/paths.ts';
import { readPrefix } from '../sandbox/exec.ts';
import type { CheckerVerdict } from './testlib.ts';

/**
 * The ICPC problem package format's output validators: `validator input answer feedback_dir`
 * with the team's output on stdin (interactive ones talk to the program on stdin and stdout),
 * exit 42 accepted, 43 wrong answer, anything else a judge error. What they have to say goes
 * into files of the feedback folder.
 */
export const kattisExit = { accepted: 42, wrongAnswer: 43 } as const;

/** The feedback folder inside the validator's work dir. */
export const feedbackDirName = 'feedback';
export const feedbackSandboxPath = `${sandboxPaths.work}/${feedbackDirName}`;

const maxMessage = 1024;

/** Creates the (empty) feedback folder in a run's work dir, owned by the run's user. */
export const makeFeedbackDir = (dir: RunDir): string => {
  const feedback = path.join(dir.box, feedbackDirName);
  fs.mkdirSync(feedback, { mode: 0o755 });
  if (process.getuid?.() === 0) fs.chownSync(feedback, dir.uid, dir.uid);
  return feedback;
};

/** What the validator wrote: the judge message first, else the team message. */
export const readFeedback = (feedback: string): { message: string; score: number | null } => {
  const read = (name: string) => readPrefix(path.join(feedback, name), maxMessage).trim();
  const score = Number.parseFloat(read('score.txt'));
  return {
    message: read('judgemessage.txt') || read('teammessage.txt'),
    score: Number.isFinite(score) ? score : null,
  };
};

/** The feedback of a run whose work dir holds the feedback folder. */
export const feedbackOf = (dir: RunDir) => readFeedback(path.join(dir.box, feedbackDirName));

/**
 * Exit 42 AC, 43 WA; a validator killed by a signal or exiting with any other code has failed,
 * which says nothing about the answer: System Error with the code in the message.
 */
export const interpretKattis = (
  exitCode: number | null,
  signal: number | null,
  feedback: { message: string },
  stderr = '',
): CheckerVerdict => {
  const message = (feedback.message || stderr.trim()).slice(0, maxMessage);
  if (exitCode === kattisExit.accepted) return { status: 'AC', percent: null, message };
  if (exitCode === kattisExit.wrongAnswer) return { status: 'WA', percent: null, message };
  const how = signal !== null ? `was killed by signal ${signal}` : `exited with ${exitCode ?? '?'}`;
  return {
    status: 'SE',
    percent: null,
    message: `output validator ${how} (expected 42 or 43). ${message}`.trim(),
  };
};
