#!/usr/bin/env node
// `npm start`: builds the client when its sources are newer than the last build, then runs the
// server (TypeScript through tsx) serving app + API on PORT (default 5000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');

function newestMtime(target) {
  let newest = 0;
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function clientBuildIsStale() {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  const sources = ['client', 'contracts', 'vite.config.ts', 'package-lock.json'].map((p) =>
    newestMtime(path.join(root, p)),
  );
  return Math.max(...sources) > built.mtimeMs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (clientBuildIsStale()) {
    process.stdout.write('Building the client (vite build)...\n');
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
