import os from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from '#test/sequencer';

// SUITE_CPU_LOG=<file>: every project also loads server/test/cpu-log.ts, which appends each test file's CPU seconds to
// that file (ADR 256: compare CPU time, not wall time, on a shared machine).
const cpuLog = process.env.SUITE_CPU_LOG ? ['server/test/cpu-log.ts'] : [];

// Two tiers run by vitest: fast unit tests beside the code, and API integration tests that boot
// the real Fastify app on a real database (PGlite clone per file; PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the machine has cores: on CI's 2 cores that is ONE worker, so every
    // file ran after the other while the second core idled (ADR 198). The main process only collects results.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? os.availableParallelism()),
    // Longest files first, from measured costs (server/test/file-costs.json), so the run does not end on one long file
    // started last (ADR 256). SUITE_SEQUENCER=vitest keeps vitest's own order to compare.
    ...(process.env.SUITE_SEQUENCER === 'vitest' ? {} : { sequence: { sequencer: LongestFirstSequencer } }),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: cpuLog,
          // One module graph per worker, not per file (ADR 198): 65 Guardian files each paid ~5 CPU s importing the
          // engine again in a new process. The files restore what they change (spies, fake timers); nothing here
          // mocks modules or edits process.env. SUITE_ISOLATE=1 brings the per-file isolation back to compare.
          isolate: process.env.SUITE_ISOLATE === '1',
        },
      },
      {
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/test/setup.ts', ...cpuLog],
          // Typing and clicking through a whole screen in jsdom takes seconds of CPU; at CI's load the 5 s default
          // was met with no margin (safety-page's contact test: 5.2 s at load 7–9, ADR 319). A limit, not a speed test.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          // *.pg.api.test.ts hold what only exists on PostgreSQL (client connections, separate processes
          // sharing one database): they run in api-postgres only, rather than being skipped here.
          exclude: ['**/*.pg.api.test.ts', 'node_modules/**'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: cpuLog,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module graph per worker, as in unit (ADR 207): each file still boots its own app on its own database
          // and Redis prefix; what it no longer pays is ~3.5 CPU s importing the server and the Guardian engine again.
          // Vitest never lets two projects share a worker. SUITE_ISOLATE=1 brings per-file isolation back.
          isolate: process.env.SUITE_ISOLATE === '1',
        },
      },
      // The same API tests again on real PostgreSQL (and Redis) when the machine has them.
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['server/**/*.api.test.ts'],
                // *.pglite.api.test.ts hold what only the embedded database needs (ADR 124's statistics).
                exclude: ['**/*.pglite.api.test.ts', 'node_modules/**'],
                environment: 'node',
                globalSetup: ['server/test/global-setup.ts'],
                setupFiles: cpuLog,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                pool: 'forks' as const,
                isolate: process.env.SUITE_ISOLATE === '1',
                env: { TEST_DATABASE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
