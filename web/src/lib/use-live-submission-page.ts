import { useCallback, useEffect, useState } from 'react';
import type { QueryValue } from './api-client';
import { isJudging } from './judge-status';
import { followSubmissions, type PollRows } from './live-submissions';
import type { SubmissionRow } from './submission';

type ListState =
  | { key: string; status: 'ready'; rows: SubmissionRow[]; total: number }
  | { key: string; status: 'error' };

export type FetchPage = (
  request: Record<string, QueryValue>,
  signal: AbortSignal,
) => Promise<{ records: SubmissionRow[]; total: number }>;

/** Fresh values win; a null or missing field (a status check's title, a push's code) keeps the old one. */
const mergeRow = (row: SubmissionRow, update: Partial<SubmissionRow>): SubmissionRow => {
  const fresh = Object.entries(update).filter(([, value]) => value != null);
  return { ...row, ...Object.fromEntries(fresh) };
};

/**
 * One page of submissions whose rows still Pending, Compiling or Judging follow their verdict
 * live (`followSubmissions`: pushed over the socket, `poll` only while it is down). The status
 * list and the contest's submissions tab share it.
 */
export function useLiveSubmissionPage(
  request: Record<string, QueryValue>,
  fetchPage: FetchPage,
  poll: PollRows,
  enabled = true,
) {
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    fetchPage(JSON.parse(key) as Record<string, QueryValue>, controller.signal).then(
      (page) => setList({ key, status: 'ready', rows: page.records, total: page.total }),
      () => {
        if (!controller.signal.aborted) setList({ key, status: 'error' });
      },
    );
    return () => controller.abort();
    // `fetchPage` is a module function; the key and the attempt say when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, enabled]);

  const current = list?.key === key ? list : null;
  const rows = current?.status === 'ready' ? current.rows : null;
  const pendingKey = (rows ?? [])
    .filter((row) => isJudging(row.status))
    .map((row) => row.submitId)
    .join(',');

  const merge = useCallback((submitId: number, update: Partial<SubmissionRow>) => {
    setList((previous) =>
      previous?.status === 'ready'
        ? {
            ...previous,
            rows: previous.rows.map((row) =>
              row.submitId === submitId ? mergeRow(row, update) : row,
            ),
          }
        : previous,
    );
  }, []);

  useEffect(() => {
    if (!pendingKey) return undefined;
    return followSubmissions(
      pendingKey.split(',').map(Number),
      {
        onProgress: (delta) => merge(delta.submitId, { status: delta.status }),
        onRow: (row) => merge(row.submitId, row),
        onFinal: (verdict) => merge(verdict.submitId, verdict),
      },
      poll,
    );
    // `poll` is a module function; the rows in progress say when to follow again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingKey, merge]);

  return {
    loading: current === null && enabled,
    failed: current?.status === 'error',
    rows,
    total: current?.status === 'ready' ? current.total : 0,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    /** Applies a row change (a rejudge puts it back in progress, and it is followed again). */
    updateRow: useCallback(
      (row: Partial<SubmissionRow> & { submitId: number }) => merge(row.submitId, row),
      [merge],
    ),
  };
}
