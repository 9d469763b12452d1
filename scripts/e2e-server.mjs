#!/usr/bin/env node
// Playwright's web server: a fresh data folder, the demo seed, the built client, port 5055.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'e2e', '.artifacts', 'data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '5055',
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '20',
};
// Browser tests sign the same demo accounts in dozens of times per run: lift the limits (the API tests prove them).
// The browser tests always run on the embedded database, as a newcomer's first start does.
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.SMTP_URL;
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
