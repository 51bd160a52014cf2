import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

type Loaded<T> = { load: unknown; version: number } & ({ data: T } | { failed: true });

/**
 * Runs `load` (memoised by the caller: a new function means new data) and again on `reload`,
 * aborting a request that is no longer wanted. `loading` is true until the current load
 * settles; a failure (toasted by the app shell) leaves `failed` set.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ load, version, data }),
      () => {
        if (!controller.signal.aborted) setState({ load, version, failed: true });
      },
    );
    return () => controller.abort();
  }, [load, version]);
  const current = state?.load === load && state.version === version ? state : null;
  return {
    data: current && 'data' in current ? current.data : undefined,
    loading: current === null,
    failed: current !== null && 'failed' in current,
    reload: useCallback(() => setVersion((n) => n + 1), []),
  };
}

/** A whole number of at least 1 from the URL, or 1. */
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * List filters kept in the URL query (spec: pages and filters live in the URL): `currentPage`
 * and the named text params; changing a filter goes back to page 1.
 */
export function useListQuery<K extends string>(names: readonly K[] = []) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('currentPage'));
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<
    K,
    string
  >;
  const update = (changes: Partial<Record<K, string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('currentPage');
      const entries: [string, string | undefined][] = Object.entries(changes);
      for (const [name, value] of entries)
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, value);
      return next;
    });
  const goTo = (target: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (target === 1) next.delete('currentPage');
      else next.set('currentPage', String(target));
      return next;
    });
  return { page, values, goTo, update };
}
