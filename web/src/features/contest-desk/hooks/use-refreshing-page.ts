import { useCallback, useEffect, useState } from 'react';
import type { DeskPage } from '../api/types';

/** Spec section 9: the print queue and the AC info refresh every 10 s. */
export const DESK_REFRESH_MS = 10_000;

type Load<T> = (page: number, signal: AbortSignal) => Promise<DeskPage<T>>;

/**
 * One page of a help-desk list, fetched again every 10 s while the page is shown (quietly:
 * the rows stay on screen). `patch` changes one row in place after an action.
 */
export function useRefreshingPage<T>(load: Load<T>, page: number, key: string) {
  const [state, setState] = useState<{ key: string; data: DeskPage<T> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const fullKey = `${key}:${page}`;

  useEffect(() => {
    const controller = new AbortController();
    load(page, controller.signal).then(
      (data) => {
        setState({ key: fullKey, data });
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    const timer = setTimeout(() => setTick((n) => n + 1), DESK_REFRESH_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `load` is recreated per render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey, tick]);

  const data = state?.key === fullKey ? state.data : null;
  const patch = useCallback(
    (match: (row: T) => boolean, change: Partial<T>) =>
      setState((previous) =>
        previous
          ? {
              ...previous,
              data: {
                ...previous.data,
                records: previous.data.records.map((row) =>
                  match(row) ? { ...row, ...change } : row,
                ),
              },
            }
          : previous,
      ),
    [],
  );
  return {
    rows: data?.records ?? [],
    total: data?.total ?? 0,
    loading: data === null && !failed,
    failed: failed && data === null,
    reload: useCallback(() => setTick((n) => n + 1), []),
    patch,
  };
}
