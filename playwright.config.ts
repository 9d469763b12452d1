import { defineConfig } from '@playwright/test';

const isCI = Boolean(process.env.CI);
// E2E_PORT lets several checkouts run their browser tests side by side (scripts/e2e-server.mjs reads it too).
const port = Number(process.env.E2E_PORT ?? 5055);

// Browser tests drive Debian's Chromium (/usr/bin/chromium); Playwright never downloads a browser.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/test-results',
  // Two spec files at a time (E2E_WORKERS overrides; ADR 207). A one-worker run used ~0.4 of a core: the tests wait on
  // the browser and the server far more than they compute. The specs share nothing they change: each test registers
  // its own members (e2e/fixtures.ts registerMember), staff two-factor sign-ins take a lock, and the tests of one file
  // still run in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Limits sized for the slowest CI machine seen, not for speed (speed lives in `npm run bench`): on two loaded cores
  // every step of a browser test ran 2–3× its round-29 time, and a 10 s wait for a chat to open failed once (ADR 319's
  // suite note). A passing test takes no longer for them; only a failing one fails later.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/.artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    // A trace is recorded for every test and kept only when it fails. Its screencast (a JPEG of every frame painted)
    // was ~35 % of the tier's CPU (ADR 319); the DOM snapshots per action, network and console stay in the trace.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machine has no outside network: Chromium's background services would only fail.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false } },
    // Desktop runs the laptop layouts members and moderators use. Not here: redis-fallback.spec.ts (it stops a Redis of
    // its own, and its members use phone screens); app-shell and toast-placement set the phone viewport and touch
    // themselves, so a desktop run would be the phone test again (ADR 319).
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 900 } },
      testIgnore: /(redis-fallback|app-shell|toast-placement)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    // `npm test` (scripts/test-all.mjs) starts this same command beside vitest and says so once it answers (ADR 310);
    // any other run starts its own and fails if the port is taken.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
