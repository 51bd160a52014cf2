/**
 * Which openings of a discussion count as a view: one per viewer (user, else address) per
 * discussion per `windowMs`, so reloading a page, or a script hammering it, does not append an
 * event per request. Kept in this process: with several servers a viewer may count once on each.
 */
export const createViewCounter = (windowMs = 30 * 60_000, maxEntries = 50_000) => {
  const seen = new Map<string, number>();
  return (did: number, viewer: string, now = Date.now()): boolean => {
    const key = `${did}\u0000${viewer}`;
    const last = seen.get(key);
    if (last !== undefined && now - last < windowMs) return false;
    // Oldest first (insertion order): drop the oldest when full.
    seen.delete(key);
    if (seen.size >= maxEntries) seen.delete(seen.keys().next().value!);
    seen.set(key, now);
    return true;
  };
};
