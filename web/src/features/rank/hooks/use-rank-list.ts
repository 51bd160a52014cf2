import { useEffect, useState } from 'react';
import { getRankList, type RankPage, type RankQuery } from '../api/get-rank-list';

type State = { key: string; page: RankPage | null; failed: boolean };

/** One `get-rank-list` call per distinct query; `reload` asks again. */
export function useRankList(query: RankQuery) {
  const key = JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getRankList(JSON.parse(key) as RankQuery, controller.signal).then(
      (page) => setState({ key, page, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ key, page: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return {
    loading: state?.key !== key,
    // The previous page stays on screen (dimmed) while the next one loads.
    page: state?.page ?? null,
    failed: state?.key === key && state.failed,
    reload: () => setAttempt((n) => n + 1),
  };
}
