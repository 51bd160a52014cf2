import { useCallback, useEffect, useState } from 'react';

type State<T> =
  | { token: string; status: 'ready'; data: T }
  | { token: string; status: 'error'; error: unknown }
  | null;

/**
 * Loads `load` once per distinct `key` (and again on `reload`), aborting a call no longer
 * wanted. `data` keeps the last answer while the next one loads, so tables do not jump.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(null);
  const [last, setLast] = useState<T | undefined>(undefined);
  const token = `${attempt}:${key}`;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        setState({ token, status: 'ready', data });
        setLast(data);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ token, status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure every render; the token says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const current = state?.token === token ? state : null;
  return {
    data: current?.status === 'ready' ? current.data : last,
    error: current?.status === 'error' ? current.error : undefined,
    failed: current?.status === 'error',
    loading: current === null,
    reload,
  };
}
