import { useEffect, useMemo, useState } from 'react';
import type { UserProfile } from '@oj/events/scoring';
import { getBoardHistory, type BoardHistory, type HistoryUser } from '../api/board-history';

/**
 * The history's users as the scoring fold reads them, unset names left out (the fold then
 * falls back to the username; a null from an older server would not fall back).
 */
const profilesOf = (users: Readonly<Record<string, HistoryUser>>) =>
  new Map<string, UserProfile & { school?: string }>(
    Object.entries(users).map(([uid, u]) => {
      const p: UserProfile = { username: u.username };
      if (u.nickname) p.nickname = u.nickname;
      if (u.realname) p.realname = u.realname;
      if (u.school) p.school = u.school;
      return [uid, p];
    }),
  );

type Load =
  | { cid: number; status: 'ready'; history: BoardHistory }
  | { cid: number; status: 'error'; error: unknown };

/**
 * The contest's board history, fetched once per contest: everything the scroll board and the
 * replay fold in the browser, with the participants as the fold reads them.
 */
export function useBoardHistory(cid: number) {
  const [load, setLoad] = useState<Load | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBoardHistory(cid, controller.signal).then(
      (history) => setLoad({ cid, status: 'ready', history }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ cid, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [cid]);

  const current = load?.cid === cid ? load : null;
  const history = current?.status === 'ready' ? current.history : undefined;
  const users = useMemo(() => profilesOf(history?.users ?? {}), [history]);
  return {
    history,
    users,
    error: current?.status === 'error' ? current.error : undefined,
    loading: current === null,
  };
}
