import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Without the results of an earlier run (a clean clone, CI) vitest starts the biggest files
 * first, so the static checks, a small file that runs for minutes, would start among the last
 * and run alone at the end while the other worker waits. They start first instead.
 */
class StaticChecksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (f: TestSpecification) => f.moduleId.endsWith('/tests/static-checks.test.ts');
    return [...sorted.filter(first), ...sorted.filter((f) => !first(f))];
  }
}

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
    // Files of one worker share its module cache: the server, the store and the scoring fold
    // are imported once per worker instead of once per file (about 40% off the server tests'
    // time, import time down from 85 s to 15 s on the contests and trainings folders). Tests
    // keep no state in modules: each builds its own site, database and browser, and restores
    // the environment it changes.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: StaticChecksFirst },
  },
});
