/** What the runner (PID 1 in the sandbox) says about one run; see judge/native/runner.c. */
export interface RunnerReport {
  /** Exit status, or null when killed by a signal. */
  exit: number | null;
  signal: number | null;
  /** User + system CPU of every descendant, all of them reaped by the runner. */
  cpuUs: number;
  /** ru_maxrss of the largest single process. */
  maxRssKb: number;
  /** Largest sum of RSS over the live tree seen by the runner's 10 ms poll. */
  peakRssKb: number;
  wallMs: number;
  timeout: 'cpu' | 'wall' | null;
  /** Killed by the runner's RSS cap (used only without a memory cgroup). */
  memKilled: boolean;
  /** Setup failure inside the sandbox (exec, privileges), empty when none. */
  error: string;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Parses the runner's one-line JSON; null when there is none (the runner died). */
export const parseReport = (text: string): RunnerReport | null => {
  const line = text.split('\n').find((l) => l.trim().startsWith('{'));
  if (!line) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const exit = num(raw.exit);
  const signal = num(raw.signal);
  return {
    exit: raw.exit === undefined || exit < 0 ? null : exit,
    signal: signal > 0 ? signal : null,
    cpuUs: num(raw.cpu_us),
    maxRssKb: num(raw.maxrss_kb),
    peakRssKb: num(raw.peak_rss_kb),
    wallMs: num(raw.wall_ms),
    timeout: raw.timeout === 'cpu' || raw.timeout === 'wall' ? raw.timeout : null,
    memKilled: raw.mem_killed === 1,
    error: typeof raw.error === 'string' ? raw.error.trim() : '',
  };
};
