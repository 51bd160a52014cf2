import { useCallback, useEffect, useState } from 'react';
import type { QueryValue } from '../../../lib/api-client';
import { isJudging } from '../../../lib/judge-status';
import { watchSubmission, type SubmissionRow } from '../../../lib/submission';
import { getContestSubmissions } from '../api/get-contest-submissions';

type ListState =
  | { key: string; status: 'ready'; rows: SubmissionRow[]; total: number }
  | { key: string; status: 'error' };

const liveFields = (row: Partial<SubmissionRow>): Partial<SubmissionRow> => ({
  status: row.status,
  time: row.time,
  memory: row.memory,
  score: row.score,
});

/**
 * One page of contest submissions. Rows still Pending, Compiling or Judging follow their
 * verdict through `watchSubmission`: pushed over the socket, polled only while it is down.
 */
export function useContestSubmissions(request: Record<string, QueryValue>) {
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getContestSubmissions(JSON.parse(key) as Record<string, QueryValue>, controller.signal).then(
      (page) => setList({ key, status: 'ready', rows: page.records, total: page.total }),
      () => {
        if (!controller.signal.aborted) setList({ key, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const current = list?.key === key ? list : null;
  const rows = current?.status === 'ready' ? current.rows : null;
  const pendingKey = (rows ?? [])
    .filter((row) => isJudging(row.status))
    .map((row) => row.submitId)
    .join(',');

  const merge = useCallback((submitId: number, update: Partial<SubmissionRow>) => {
    const fresh = Object.entries(update).filter(([, value]) => value !== undefined);
    setList((previous) =>
      previous?.status === 'ready'
        ? {
            ...previous,
            rows: previous.rows.map((row) =>
              row.submitId === submitId ? { ...row, ...Object.fromEntries(fresh) } : row,
            ),
          }
        : previous,
    );
  }, []);

  useEffect(() => {
    if (!pendingKey) return undefined;
    const stops = pendingKey.split(',').map((id) => {
      const submitId = Number(id);
      return watchSubmission(submitId, {
        onProgress: (delta) => merge(submitId, { status: delta.status }),
        onRow: (row) => merge(submitId, liveFields(row)),
        onFinal: (row) => merge(submitId, liveFields(row)),
      });
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [pendingKey, merge]);

  return {
    loading: current === null,
    failed: current?.status === 'error',
    rows,
    total: current?.status === 'ready' ? current.total : 0,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
