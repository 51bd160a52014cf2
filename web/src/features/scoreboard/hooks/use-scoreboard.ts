import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScoreboardChange } from '@oj/events/scoring';
import { getContestOutsideScoreboard } from '../api/get-contest-outside-scoreboard';
import { getContestRank } from '../api/get-contest-rank';
import type { BoardPage, BoardRequest, BoardSource } from '../api/types';
import { alreadyShown, applyPush, changedUids, pushDecision } from '../board-live';
import { useBoardSocket } from './use-board-socket';

/** The spec's auto-refresh period, also the fallback poll while no push can arrive. */
export const BOARD_POLL_MS = 30_000;
/** How long the first load waits for the subscription before it goes ahead without it. */
const SUBSCRIBE_WAIT_MS = 1500;

export interface ScoreboardOptions {
  cid: number;
  source: BoardSource;
  request: Omit<BoardRequest, 'cid'>;
  /** The auto-refresh switch: poll every 30 s even while pushes arrive. */
  autoRefresh: boolean;
  /** After the end nothing polls (pushes still come for rejudges). */
  ended: boolean;
  /** The end time (ms): the board is fetched once more when a seal may lift. */
  endTime: number;
  /** The viewer manages the contest (known before the subscribe ack says so). */
  isAdmin: boolean;
  /** A load failed: the caller switches auto-refresh off (spec section 8). */
  onLoadFailed: () => void;
}

/**
 * A scoreboard page kept current by pushes: fetched once per query, then every
 * `scoreboard:changed` is applied in place (`applyPush`) and never refetched. It is fetched
 * again only after a reconnect (pushes were missed), when the seal began or lifted, on the
 * auto-refresh switch, and every 30 s while the socket is down or refused.
 */
export function useScoreboard(o: ScoreboardOptions) {
  const key = JSON.stringify([o.cid, o.source, o.request]);
  const [state, setState] = useState<{ key: string; page: BoardPage } | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [flash, setFlash] = useState<{ uids: string[]; seq: number }>({ uids: [], seq: 0 });
  const [waited, setWaited] = useState(false);
  const pageRef = useRef<BoardPage | null>(null);
  /** Pushes that arrive while a page loads; applied to the page that comes back. */
  const queue = useRef<ScoreboardChange[] | null>(null);
  const lastApplied = useRef('');
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const live = useBoardSocket(o.cid, (change) => {
    if (queue.current) {
      queue.current.push(change);
      return;
    }
    const current = pageRef.current;
    if (current) receive(current, change, true);
  });
  const admin = live.admin || o.isAdmin;
  const ready = waited || live.connection !== 'connecting';
  // A new subscription after a reconnect: pushes sent meanwhile were missed, fetch again.
  const reconnects = Math.max(0, live.epoch - 1);

  /** Applies a push to `page`; answers the page to show (the same one when nothing applies). */
  function receive(page: BoardPage, change: ScoreboardChange, show: boolean): BoardPage {
    const decision = pushDecision(change, {
      cid: o.cid,
      sealed: page.sealed,
      admin,
      forceRefresh: o.request.forceRefresh,
    });
    if (decision === 'refetch') reload();
    const id = JSON.stringify(change);
    // An admin gets a push twice when both rooms see the same view: apply it once.
    if (decision !== 'apply' || id === lastApplied.current || alreadyShown(page, change))
      return page;
    lastApplied.current = id;
    const next = applyPush(page, change, {
      keyword: o.request.keyword,
      removeStar: o.request.removeStar,
      followed: o.request.concernedList,
    });
    if (show) commit(next);
    setFlash((f) => ({ uids: changedUids(change), seq: f.seq + 1 }));
    return next;
  }

  function commit(page: BoardPage) {
    pageRef.current = page;
    setState({ key, page });
  }

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SUBSCRIBE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const { onLoadFailed } = o;
  const failed = useRef(onLoadFailed);
  useEffect(() => {
    failed.current = onLoadFailed;
  });
  const apply = useRef(receive);
  useEffect(() => {
    apply.current = receive;
  });

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const [cid, source, request] = JSON.parse(key) as [number, BoardSource, BoardRequest];
    const load = source === 'rank' ? getContestRank : getContestOutsideScoreboard;
    queue.current = [];
    load({ ...request, cid }, controller.signal).then(
      (fresh) => {
        const pending = queue.current ?? [];
        queue.current = null;
        let page = fresh;
        for (const change of pending) page = apply.current(page, change, false);
        pageRef.current = page;
        setState({ key, page });
        setFailure(null);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        queue.current = null;
        setFailure({ key, error: e });
        failed.current();
      },
    );
    return () => {
      controller.abort();
      queue.current = null;
    };
  }, [key, attempt, ready, reconnects]);

  const polling = !o.ended && (o.autoRefresh || (ready && live.connection !== 'live'));
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(reload, BOARD_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  // The seal of a running contest may lift at its end, which no push announces.
  useEffect(() => {
    const wait = o.endTime - Date.now() + 2000;
    if (o.ended || wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(reload, wait);
    return () => clearTimeout(timer);
  }, [o.ended, o.endTime, reload]);

  const error = failure?.key === key ? failure.error : null;
  return {
    page: state?.page ?? null,
    loading: state?.key !== key && error === null,
    error,
    reload,
    connection: live.connection,
    admin,
    flash,
  };
}
