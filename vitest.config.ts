import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['./vitest.global-setup.ts'],
    // Hang detectors, not speed checks: a test waits for state, and on a busy or slow machine
    // (a fresh CI VM, other jobs on the same cores) a long browser test can take minutes.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // The global teardown stops PostgreSQL and then waits for leftover processes to go.
    teardownTimeout: 120_000,
    // expect.poll waits for state; its default of 1 s is a speed check on a busy machine.
    expect: { poll: { timeout: 60_000 } },
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
