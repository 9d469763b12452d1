#!/usr/bin/env node
// `npm test`: every tier — unit, client, API integration (PGlite, and PostgreSQL/Redis when
// DATABASE_URL/REDIS_URL are set) and browser e2e in Chromium. Ends with one summary line.
// The browser tier's web server (scripts/e2e-server.mjs: client build, fresh data folder, demo seed) starts beside
// vitest and Playwright reuses it once it answers, so its ~30-60 s start is off the serial path (ADR 310).
// Playwright runs after vitest. E2E_BESIDE=1 runs it beside vitest as soon as that server answers (ADR 315; vitest's
// output live, Playwright's held and printed once vitest ends): off by default since the lead's CI run of it failed
// guardian.api's retrain tests and the shutdown test by their time limits on two cores (ADR 315, Outcome).
// Arguments go to vitest (`npm test -- --project api-postgres`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-results-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();

/** When each tier started and ended, in seconds from the start (printed with the summary). */
const timings = [];

/** Runs a tier to its end; `held` keeps its output back until `release()` (then prints it, and the rest live). */
function run(label, command, args, env = {}, { held = false } = {}) {
  const header = `\n=== ${label} ===\n`;
  const child = spawn(command, args, {
    cwd: root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const kept = [];
  const from = Date.now();
  let live = !held;
  if (live) process.stdout.write(header);
  else {
    kept.push(header);
    child.stdout.on('data', (chunk) => (live ? process.stdout.write(chunk) : kept.push(chunk)));
    child.stderr.on('data', (chunk) => (live ? process.stderr.write(chunk) : kept.push(chunk)));
  }
  const status = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  const secs = (t) => Math.round((t - started) / 1000);
  status.then(() => timings.push(`${label.split(' (')[0]} ${secs(from)}–${secs(Date.now())} s`));
  return {
    status,
    release() {
      for (const chunk of kept.splice(0)) process.stdout.write(chunk);
      live = true;
    },
  };
}

const e2ePort = Number(process.env.E2E_PORT ?? 5055);
const healthUrl = `http://127.0.0.1:${e2ePort}/api/health`;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts Playwright's web server now, in the background, unless something already answers on its port (then
 * Playwright's own webServer start reports the conflict, as before). Its output goes to a log printed only if it
 * fails. Nothing reaches the server before the first browser test, so the tests meet the same fresh server that
 * Playwright would have started itself.
 */
function startE2eServer() {
  const log = path.join(tmp, 'e2e-server.log');
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, E2E_PORT: String(e2ePort) },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  return {
    /** True once the server answers its health check (waits up to Playwright's own 240 s), false if it died. */
    async ready() {
      const deadline = Date.now() + 240_000;
      while (Date.now() < deadline && !exited) {
        if (await answers(healthUrl)) return true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return false;
    },
    log: () => fs.readFileSync(log, 'utf8'),
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
}

const e2eServer = process.env.SKIP_E2E === '1' || (await answers(healthUrl)) ? null : startE2eServer();

const serial = process.env.E2E_BESIDE !== '1';
const vitestJson = path.join(tmp, 'vitest.json');
const vitest = run('unit + client + API integration (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...process.argv.slice(2),
]);

const playwrightJson = path.join(tmp, 'playwright.json');
/** Playwright once the server started above answers (else it starts and reports its own); its exit status. */
async function browserTier() {
  const reuse = e2eServer ? await e2eServer.ready() : false;
  if (e2eServer && !reuse) {
    process.stdout.write(`\nThe browser tests' server started beside vitest did not come up:\n${e2eServer.log()}\n`);
    await e2eServer.stop();
  }
  const tier = run(
    `browser e2e (Playwright + Chromium)${serial ? '' : ', run beside vitest'}`,
    bin('playwright'),
    ['test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, ...(reuse ? { E2E_SERVER_STARTED: '1' } : {}) },
    { held: !serial },
  );
  vitest.status.then(() => tier.release());
  const status = await tier.status;
  await e2eServer?.stop();
  return status;
}

let e2eStatus = 0;
let vitestStatus;
if (process.env.SKIP_E2E === '1') vitestStatus = await vitest.status;
else if (serial) {
  vitestStatus = await vitest.status;
  e2eStatus = await browserTier();
} else [vitestStatus, e2eStatus] = await Promise.all([vitest.status, browserTier()]);

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
try {
  const v = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  if (v.numFailedTestSuites && !v.numFailedTests) failed += v.numFailedTestSuites;
} catch {
  failed += 1;
}
if (process.env.SKIP_E2E !== '1') {
  try {
    const p = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
    // A test that passed only on retry is flaky, and flaky is failing: it counts as a failure (the list reporter names
    // it).
    passed += p.stats.expected;
    failed += p.stats.unexpected + (p.stats.flaky ?? 0);
    skipped += p.stats.skipped;
    flaky = p.stats.flaky ?? 0;
    if (p.errors?.length && !p.stats.unexpected) failed += p.errors.length;
  } catch {
    failed += 1;
  }
}
if ((vitestStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;
if (flaky) process.stdout.write(`\n${flaky} browser test(s) passed only on retry (flaky): counted as failed.\n`);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
process.stdout.write(
  `\nAll tiers finished in ${minutes} min (${timings.join('; ')}).\n` +
    `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || flaky ? 1 : 0);
