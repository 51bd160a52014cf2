/** How the supervisor treats a child process that exits on its own. */
export interface RestartPolicy {
  /** Restarts in a row (each after a short run) before the supervisor stops the whole stack. */
  maxRestarts: number;
  /** A child that ran at least this long before exiting was healthy: its restart count resets. */
  healthyUptimeMs: number;
  /** The n-th restart in a row waits n times this long. */
  backoffMs: number;
}

/** What to do with a child that exited. */
export type RestartDecision =
  | {
      action: 'restart';
      /** 1 for the first restart in a row, up to `maxRestarts`. */
      attempt: number;
      delayMs: number;
      /** True when earlier restarts were forgiven because this run was healthy. */
      countReset: boolean;
    }
  | { action: 'give-up' };

export const defaultRestartPolicy: RestartPolicy = {
  maxRestarts: 5,
  healthyUptimeMs: 60_000,
  backoffMs: 1_000,
};

/**
 * `RESTART_HEALTHY_MS` and `RESTART_BACKOFF_MS` override the defaults (the tests shorten
 * them); anything that is not a non-negative number keeps the default.
 */
export const restartPolicyFromEnv = (env: NodeJS.ProcessEnv): RestartPolicy => {
  const num = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    ...defaultRestartPolicy,
    healthyUptimeMs: num(env.RESTART_HEALTHY_MS, defaultRestartPolicy.healthyUptimeMs),
    backoffMs: num(env.RESTART_BACKOFF_MS, defaultRestartPolicy.backoffMs),
  };
};

/**
 * Decides after a child exited, given how many restarts in a row it already had and how long
 * its last run lasted. A crash loop (every run shorter than `healthyUptimeMs`) gives up after
 * `maxRestarts` restarts; a child that crashes now and then after running a while is restarted
 * forever, starting the back-off over each time.
 */
export const decideRestart = (
  policy: RestartPolicy,
  restartsInARow: number,
  uptimeMs: number,
): RestartDecision => {
  const healthy = uptimeMs >= policy.healthyUptimeMs;
  const attempt = (healthy ? 0 : restartsInARow) + 1;
  if (attempt > policy.maxRestarts) return { action: 'give-up' };
  return {
    action: 'restart',
    attempt,
    delayMs: policy.backoffMs * attempt,
    countReset: healthy && restartsInARow > 0,
  };
};
