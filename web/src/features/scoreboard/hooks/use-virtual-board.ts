import { useEffect, useRef, useState } from 'react';
import { useResource } from '../../../lib/use-resource';
import { getVirtualBoard, type VirtualBoardPage } from '../api/virtual';

/** Own verdicts arrive whenever the judge is done: look again at least this often while running. */
const OWN_VERDICTS_MS = 15_000;

/**
 * The board of the viewer's virtual run. It changes with the run's clock, not with pushes: the
 * server says when someone else's row next moves, and the board is fetched again then.
 */
export function useVirtualBoard(cid: number, page: number, limit: number) {
  const [tick, setTick] = useState(0);
  const board = useResource(`${cid}:${page}:${limit}:${tick}`, (signal) =>
    getVirtualBoard({ cid, currentPage: page, limit }, signal),
  );
  const data = board.data;
  useEffect(() => {
    if (!data || data.elapsed >= data.duration) return;
    const wait = Math.min(Math.max(data.nextChangeIn ?? Infinity, 250), OWN_VERDICTS_MS);
    const timer = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [data]);
  return { ...board, flash: useChangedRows(data) };
}

/** Rows whose standing changed since the last answer: the table flashes them. */
function useChangedRows(data: VirtualBoardPage | undefined) {
  const previous = useRef(new Map<string, string>());
  const [flash, setFlash] = useState<{ uids: string[]; seq: number }>({ uids: [], seq: 0 });
  useEffect(() => {
    if (!data) return;
    const now = new Map(
      data.records.map((r) => [r.uid, `${r.rank}|${r.ac}|${r.totalTime}|${r.totalScore}`]),
    );
    const moved = [...now].filter(([uid, v]) => previous.current.get(uid) !== v).map(([u]) => u);
    const first = previous.current.size === 0;
    previous.current = now;
    if (!first && moved.length > 0) setFlash((f) => ({ uids: moved, seq: f.seq + 1 }));
  }, [data]);
  return flash;
}
