import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryValue } from '../../../lib/api-client';
import { isJudging } from '../../../lib/judge-status';
import {
  MAX_POLLS,
  POLL_INTERVAL_MS,
  subscribeSubmission,
  type SubmissionRow,
} from '../../../lib/submission';
import { checkSubmissionsStatus } from '../api/check-submissions-status';
import { getSubmissionList } from '../api/get-submission-list';

type ListState =
  | { key: string; status: 'ready'; rows: SubmissionRow[]; total: number }
  | { key: string; status: 'error' };

/**
 * One page of submissions. Rows still Pending, Compiling or Judging are kept live: each is
 * subscribed over the socket, and `check-submissions-status` is polled every 2 s (at most 300
 * polls) until none is in progress; polling stops on a failed call or when the page is left.
 */
export function useSubmissionList(request: Record<string, QueryValue>, enabled = true) {
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState | null>(null);
  const [pollRound, setPollRound] = useState(0);
  const pollsRef = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    getSubmissionList(JSON.parse(key) as Record<string, QueryValue>, controller.signal).then(
      (page) => {
        pollsRef.current = 0;
        setList({ key, status: 'ready', rows: page.records, total: page.total });
      },
      () => {
        if (!controller.signal.aborted) setList({ key, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt, enabled]);

  const current = list?.key === key ? list : null;
  const rows = current?.status === 'ready' ? current.rows : null;
  const pendingKey = (rows ?? [])
    .filter((row) => isJudging(row.status))
    .map((row) => row.submitId)
    .join(',');

  /** Merges fresh fields into rows by submitId (null fields, like a status check's title, keep the old value). */
  const merge = useCallback((updates: Record<string, Partial<SubmissionRow>>) => {
    setList((previous) =>
      previous?.status === 'ready'
        ? {
            ...previous,
            rows: previous.rows.map((row) => {
              const update = updates[row.submitId];
              if (!update) return row;
              const fresh = Object.entries(update).filter(([, value]) => value != null);
              return { ...row, ...Object.fromEntries(fresh) };
            }),
          }
        : previous,
    );
  }, []);

  useEffect(() => {
    if (!pendingKey) return undefined;
    const ids = pendingKey.split(',').map(Number);
    const unsubscribes = ids.map((submitId) =>
      subscribeSubmission(submitId, {
        onProgress: (delta) => merge({ [submitId]: { status: delta.status } }),
        onJudged: (delta) => merge({ [submitId]: delta }),
      }),
    );
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      if (pollsRef.current >= MAX_POLLS) return;
      pollsRef.current += 1;
      checkSubmissionsStatus(ids, controller.signal).then(
        (map) => {
          merge(map);
          timer = setTimeout(poll, POLL_INTERVAL_MS);
        },
        () => undefined,
      );
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [pendingKey, pollRound, merge]);

  return {
    loading: current === null && enabled,
    failed: current?.status === 'error',
    rows,
    total: current?.status === 'ready' ? current.total : 0,
    reload: () => setAttempt((n) => n + 1),
    /** Puts one row back into live tracking (after a rejudge) with a fresh poll budget. */
    updateRow: (row: Partial<SubmissionRow> & { submitId: number }, restartPolling = false) => {
      merge({ [row.submitId]: row });
      if (restartPolling) {
        pollsRef.current = 0;
        setPollRound((n) => n + 1);
      }
    },
  };
}
