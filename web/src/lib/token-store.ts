/**
 * The raw JWT lives in localStorage under `token` (HOJ stores it without a "Bearer" prefix).
 * The api-client and the session atoms both go through this module so that a token refreshed
 * by a response header reaches the atoms in this tab, and a change in another tab arrives
 * through the `storage` event.
 */
export const TOKEN_KEY = 'token';

type TokenListener = (token: string | null) => void;
const listeners = new Set<TokenListener>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function writeToken(token: string | null): void {
  const store = storage();
  if (token) store?.setItem(TOKEN_KEY, token);
  else store?.removeItem(TOKEN_KEY);
  for (const listener of listeners) listener(token);
}

/** Calls `listener` when the token changes in this tab or in another one. */
export function subscribeToken(listener: TokenListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener(readToken());
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
