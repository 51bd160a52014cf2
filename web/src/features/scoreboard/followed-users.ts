/**
 * The users a viewer follows on a contest's scoreboards, kept in localStorage per contest
 * (spec section 3: followed user ids per contest). The rank tab and the outside boards share
 * them; they are sent as `concernedList`, which the server pins first.
 */

/** The storage slice this module needs (localStorage in the app, a map in tests). */
export type FollowStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The server takes at most this many followed users. */
export const MAX_FOLLOWED = 300;

export const followedKey = (cid: number) => `scoreboard-followed:${cid}`;

export function loadFollowed(storage: FollowStorage, cid: number): string[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(followedKey(cid)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    const ids = raw.filter((id): id is string => typeof id === 'string' && id.length > 0);
    return [...new Set(ids)].slice(0, MAX_FOLLOWED);
  } catch {
    return [];
  }
}

/** Follows or unfollows `uid` and answers the new list (the newest follow last). */
export function toggleFollowed(storage: FollowStorage, cid: number, uid: string): string[] {
  const current = loadFollowed(storage, cid);
  const next = current.includes(uid)
    ? current.filter((id) => id !== uid)
    : [...current, uid].slice(-MAX_FOLLOWED);
  try {
    storage.setItem(followedKey(cid), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the choice still holds for this page's life.
  }
  return next;
}
