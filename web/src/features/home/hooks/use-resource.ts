import { useEffect, useState } from 'react';

type State<T> =
  { token: string; status: 'ready'; data: T } | { token: string; status: 'error' } | null;

/**
 * Loads `load` once per distinct `key` (and again on `reload`), aborting a call that is no
 * longer wanted. `data` keeps the last answer while a new one loads, so panels do not jump.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(null);
  const [last, setLast] = useState<T | undefined>(undefined);
  const token = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        setState({ token, status: 'ready', data });
        setLast(data);
      },
      () => {
        if (!controller.signal.aborted) setState({ token, status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure every render; the token says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const current = state?.token === token ? state : null;
  return {
    data: current?.status === 'ready' ? current.data : last,
    failed: current?.status === 'error',
    loading: current === null,
    reload: () => setAttempt((n) => n + 1),
  };
}
