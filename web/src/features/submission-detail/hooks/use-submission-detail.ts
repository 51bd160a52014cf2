import type { SubmissionProgress } from '@oj/events/realtime';
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-error-message';
import { isJudging, JudgeStatus } from '../../../lib/judge-status';
import { watchSubmission, type Verdict } from '../../../lib/live-submissions';
import { getSubmissionDetail, type SubmissionInfo } from '../../../lib/submission';
import { getAllCaseResult, type CaseResults } from '../api/get-all-case-result';

type Load =
  | { submitId: number; info: SubmissionInfo; cases: CaseResults | null }
  | { submitId: number; error: string };

/** Verdicts whose message (compiler output, judge error) only the detail carries. */
const withMessage = new Set<number>([JudgeStatus.COMPILE_ERROR, JudgeStatus.SYSTEM_ERROR]);

/** The detail with a pushed verdict's figures applied. */
const judged = (
  load: { submitId: number; info: SubmissionInfo; cases: CaseResults | null },
  verdict: Verdict,
) => {
  const fresh = Object.entries(verdict).filter(([, value]) => value !== undefined);
  return {
    ...load,
    info: { ...load.info, submission: { ...load.info.submission, ...Object.fromEntries(fresh) } },
  };
};

/**
 * The submission and its case results; while it is being judged the status and the judged
 * cases arrive live. The pushed verdict is applied to the row as it is; only the case results
 * (names, outputs) are fetched then, and the whole detail only for a verdict with a message.
 */
export function useSubmissionDetail(submitId: number) {
  const [load, setLoad] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState<{
    submitId: number;
    status: number;
    cases: SubmissionProgress['testCase'][];
  } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, silent: true };
    Promise.all([
      getSubmissionDetail(submitId, options),
      getAllCaseResult(submitId, controller.signal).catch(() => null),
    ]).then(
      ([info, cases]) => setLoad({ submitId, info, cases }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ submitId, error: describeApiError(error) });
      },
    );
    return () => controller.abort();
  }, [submitId, attempt]);

  const current = load?.submitId === submitId ? load : null;
  const info = current && 'info' in current ? current.info : null;
  const judging = info ? isJudging(info.submission.status) : false;

  useEffect(() => {
    if (!judging) return undefined;
    return watchSubmission(submitId, {
      onProgress: (delta) =>
        setLive((previous) => {
          const cases = previous?.submitId === submitId ? previous.cases : [];
          const next = delta.testCase
            ? [...cases.filter((c) => c?.index !== delta.testCase?.index), delta.testCase]
            : cases;
          return { submitId, status: delta.status, cases: next };
        }),
      onRow: (row) =>
        setLive((previous) => ({
          submitId,
          status: row.status,
          cases: previous?.submitId === submitId ? previous.cases : [],
        })),
      onFinal: (verdict) => {
        setLive(null);
        if (withMessage.has(verdict.status)) return setAttempt((n) => n + 1);
        setLoad((previous) =>
          previous && 'info' in previous ? judged(previous, verdict) : previous,
        );
        getAllCaseResult(submitId).then(
          (cases) =>
            setLoad((previous) =>
              previous?.submitId === submitId && 'info' in previous
                ? { ...previous, cases }
                : previous,
            ),
          () => undefined,
        );
      },
    });
  }, [submitId, judging]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    loading: current === null,
    error: current && 'error' in current ? current.error : null,
    info,
    cases: current && 'cases' in current ? current.cases : null,
    live: live?.submitId === submitId && judging ? live : null,
    reload,
    /** Applies a local change (the share flag) without a refetch. */
    patch: (share: boolean) =>
      setLoad((previous) =>
        previous && 'info' in previous
          ? {
              ...previous,
              info: { ...previous.info, submission: { ...previous.info.submission, share } },
            }
          : previous,
      ),
  };
}
