import type { Verdict } from '@oj/events';

/** A case's verdict before scoring: status, partial percentage, message. */
export interface CaseJudgement {
  status: Verdict;
  percent: number | null;
  message: string;
}

/** What a special judge or interactor decided about one case. */
export interface CheckerVerdict {
  status: 'AC' | 'WA' | 'PE' | 'SE' | 'PA';
  /** 0-100 for partial results, else null. */
  percent: number | null;
  /** Shown with the case: the checker's own words. */
  message: string;
}

const maxMessage = 1024;

const firstNumber = (text: string): number | null => {
  const m = /-?\d+(\.\d+)?/.exec(text);
  return m ? Number(m[0]) : null;
};

const partial = (percent: number, message: string): CheckerVerdict =>
  percent >= 100
    ? { status: 'AC', percent: null, message }
    : { status: 'PA', percent: Math.max(0, percent), message };

/** testlib's words on stderr (`quitf(_wa, ...)` prints "wrong answer ..."). */
const fromTestlibText = (text: string, message: string): CheckerVerdict | null => {
  const t = text.trimStart().toLowerCase();
  if (/^ok\b/.test(t)) return { status: 'AC', percent: null, message };
  if (t.startsWith('wrong answer')) return { status: 'WA', percent: null, message };
  if (t.startsWith('wrong output format')) return { status: 'PE', percent: null, message };
  const pc = /^partially correct\s*\(?\s*(\d+(\.\d+)?)/.exec(t);
  if (pc?.[1]) return partial(Number(pc[1]), message);
  // `points X` is read on the same 0-100 scale as exit code 99.
  const points = /^points\s+(-?\d+(\.\d+)?)/.exec(t);
  if (points?.[1]) return partial(Number(points[1]), message);
  if (t.startsWith('fail')) return { status: 'SE', percent: null, message };
  return null;
};

/**
 * JUDGING.md: exit 0 or 100 AC, 101 PE, 102 WA, 103 System Error, 99 partial with a number
 * 0-100 on stdout (100 = AC). Any other exit is read testlib-style from stderr; a checker
 * that says nothing understandable is a System Error (the problem is broken, not the answer).
 */
export const interpretChecker = (
  exitCode: number | null,
  signal: number | null,
  stdout: string,
  stderr: string,
): CheckerVerdict => {
  const message = (stderr.trim() || stdout.trim()).slice(0, maxMessage);
  switch (exitCode ?? -1) {
    case 0:
    case 100:
      return { status: 'AC', percent: null, message };
    case 101:
      return { status: 'PE', percent: null, message };
    case 102:
      return { status: 'WA', percent: null, message };
    case 103:
      return { status: 'SE', percent: null, message };
    case 99: {
      const p = firstNumber(stdout);
      return p === null
        ? {
            status: 'SE',
            percent: null,
            message: `partial result without a score on stdout. ${message}`.trim(),
          }
        : partial(
            p,
            (stderr.trim() || stdout.replace(/^\s*-?\d+(\.\d+)?/, '').trim()).slice(0, maxMessage),
          );
    }
    default: {
      const read = fromTestlibText(stderr, message);
      if (read) return read;
      const how = signal ? `was killed by signal ${signal}` : `exited with code ${exitCode}`;
      return { status: 'SE', percent: null, message: `checker ${how}. ${message}`.trim() };
    }
  }
};
