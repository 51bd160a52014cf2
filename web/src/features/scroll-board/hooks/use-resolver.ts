import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '@oj/events/realtime';
import { getSocket } from '../../../lib/socket';
import { useSocketEvent, useSocketRoom } from '../../../lib/socket-room';
import {
  getResolverState,
  resetResolver,
  startResolver,
  type ResolverState,
  type ResolverStep,
} from '../api/resolver';
import type { MedalCounts } from '../medals';

const ACK_TIMEOUT_MS = 10_000;

type StepAnswer = Envelope<ResolverStep | null>;

/** Sends one step; resolves with the server's answer, or null when none came in time. */
const askStep = (cid: number, expectedStep: number) =>
  new Promise<StepAnswer | null>((resolve) =>
    getSocket()
      .timeout(ACK_TIMEOUT_MS)
      .emit('resolver:step', { cid, expectedStep }, (error: Error | null, answer: StepAnswer) =>
        resolve(error ? null : answer),
      ),
  );

/** Why a presenter's step was not taken: the server's message, or null when it never answered. */
export type StepRefusal = { msg: string | null };

/**
 * The contest's shared reveal as this screen knows it: fetched whenever the room is (re)joined,
 * then kept by the pushes (`resolver:stepped` appends, `resolver:changed` fetches again). A
 * screen that missed a step fetches the whole state instead of guessing.
 */
export function useResolver(cid: number) {
  const [state, setState] = useState<ResolverState | null>(null);
  /** Each fetched state and the steps it had: those open at once, later ones animate. */
  const [resume, setResume] = useState({ gen: 0, count: 0 });
  const [refusal, setRefusal] = useState<StepRefusal | null>(null);
  const room = useSocketRoom('resolver', cid);
  const [fetches, setFetches] = useState(0);
  const refetch = useCallback(() => setFetches((n) => n + 1), []);

  useEffect(() => {
    if (room.connection !== 'live' && fetches === 0) return undefined;
    const controller = new AbortController();
    getResolverState(cid, controller.signal).then(
      (s) => {
        setState(s);
        setResume((r) => ({ gen: r.gen + 1, count: s.steps.length }));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [cid, room.connection, room.epoch, fetches]);

  useSocketEvent('resolver:stepped', (x) => {
    if (x.cid !== cid) return;
    setState((s) => {
      if (s === null || !s.started || x.step <= s.steps.length) return s;
      if (x.step > s.steps.length + 1) {
        refetch();
        return s;
      }
      return { ...s, steps: [...s.steps, { step: x.step, uid: x.uid, pid: x.pid }] };
    });
  });
  useSocketEvent('resolver:changed', (x) => {
    if (x.cid === cid) refetch();
  });

  const busy = useRef(false);
  const steps = state?.started ? state.steps.length : 0;
  /** Asks the server to open the next cell; the push (or the ack) moves every screen. */
  const step = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const answer = await askStep(cid, steps);
      if (answer?.status === 200 && answer.data) {
        const d = answer.data;
        setState((s) =>
          s?.started && s.steps.length + 1 === d.step ? { ...s, steps: [...s.steps, { ...d }] } : s,
        );
        setRefusal(null);
      } else {
        setRefusal({ msg: answer?.msg ?? null });
        refetch();
      }
    } finally {
      busy.current = false;
    }
  }, [cid, steps, refetch]);

  const start = useCallback(
    async (removeStar: boolean, medals: MedalCounts) => {
      try {
        const s = await startResolver(cid, removeStar, medals);
        setState(s);
        setResume((r) => ({ gen: r.gen + 1, count: s.steps.length }));
        setRefusal(null);
        return true;
      } catch (error) {
        setRefusal({ msg: error instanceof Error ? error.message : null });
        refetch();
        return false;
      }
    },
    [cid, refetch],
  );

  const reset = useCallback(async () => {
    const s = await resetResolver(cid).catch(() => null);
    if (s === null) return refetch();
    setState(s);
    setResume((r) => ({ gen: r.gen + 1, count: 0 }));
  }, [cid, refetch]);

  return { state, resume, refusal, room: room.connection, step, start, reset };
}
