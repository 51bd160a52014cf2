/**
 * Failed logins per username and IP: after `maxFailures` within the window the pair is locked
 * for `lockMs` (HOJ: 20 tries, 30 minutes). Kept in memory: a restart forgives, which is fine
 * for a throttle; the per-IP rate limit still applies.
 */
export const createLoginGuard = (o: { maxFailures?: number; lockMs?: number } = {}) => {
  const maxFailures = o.maxFailures ?? 20;
  const lockMs = o.lockMs ?? 30 * 60_000;
  const entries = new Map<string, { failures: number; until: number }>();
  const key = (username: string, ip: string) => `${username.toLowerCase()}|${ip}`;
  return {
    lockedMinutes(username: string, ip: string): number {
      const e = entries.get(key(username, ip));
      if (!e || e.until <= Date.now()) return 0;
      return Math.ceil((e.until - Date.now()) / 60_000);
    },
    fail(username: string, ip: string) {
      const k = key(username, ip);
      const e = entries.get(k) ?? { failures: 0, until: 0 };
      e.failures += 1;
      if (e.failures >= maxFailures) {
        e.until = Date.now() + lockMs;
        e.failures = 0;
      }
      entries.set(k, e);
      if (entries.size > 100_000) entries.clear();
    },
    succeed(username: string, ip: string) {
      entries.delete(key(username, ip));
    },
  };
};
