import { describe, expect, it } from 'vitest';
import {
  decideRestart,
  defaultRestartPolicy,
  restartPolicyFromEnv,
  type RestartPolicy,
} from './restart-policy.ts';

const policy: RestartPolicy = { maxRestarts: 5, healthyUptimeMs: 60_000, backoffMs: 1_000 };

describe('decideRestart', () => {
  it.each([
    // restarts in a row so far, uptime of the run that ended, decision
    [0, 500, { action: 'restart', attempt: 1, delayMs: 1_000, countReset: false }],
    [1, 500, { action: 'restart', attempt: 2, delayMs: 2_000, countReset: false }],
    [4, 59_999, { action: 'restart', attempt: 5, delayMs: 5_000, countReset: false }],
    [5, 500, { action: 'give-up' }],
    [5, 59_999, { action: 'give-up' }],
    [5, 60_000, { action: 'restart', attempt: 1, delayMs: 1_000, countReset: true }],
    [3, 3_600_000, { action: 'restart', attempt: 1, delayMs: 1_000, countReset: true }],
    [0, 60_000, { action: 'restart', attempt: 1, delayMs: 1_000, countReset: false }],
  ] as const)('after %i restarts in a row and a %i ms run: %o', (restarts, uptime, decision) => {
    expect(decideRestart(policy, restarts, uptime)).toEqual(decision);
  });

  it('restarts a child forever when every run is healthy, and gives up on a crash loop', () => {
    let restarts = 0;
    for (let exit = 0; exit < 50; exit++) {
      const d = decideRestart(policy, restarts, 61_000);
      expect(d.action).toBe('restart');
      if (d.action === 'restart') restarts = d.attempt;
    }
    const quick: string[] = [];
    for (let exit = 0; exit < 10; exit++) {
      const d = decideRestart(policy, restarts, 100);
      quick.push(d.action);
      if (d.action === 'give-up') break;
      restarts = d.attempt;
    }
    expect(quick).toEqual(['restart', 'restart', 'restart', 'restart', 'give-up']);
  });
});

describe('restartPolicyFromEnv', () => {
  it('reads the healthy uptime and back-off, keeping the defaults for missing or bad values', () => {
    expect(restartPolicyFromEnv({})).toEqual(defaultRestartPolicy);
    expect(restartPolicyFromEnv({ RESTART_HEALTHY_MS: '250', RESTART_BACKOFF_MS: '0' })).toEqual({
      maxRestarts: 5,
      healthyUptimeMs: 250,
      backoffMs: 0,
    });
    expect(restartPolicyFromEnv({ RESTART_HEALTHY_MS: 'soon', RESTART_BACKOFF_MS: '-1' })).toEqual(
      defaultRestartPolicy,
    );
  });
});
