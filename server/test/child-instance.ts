import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import type { AppContext } from '#server/context';
import type { TestApp } from './support';

// Other app instances for tests about more than one: a whole server in its own process (`server/main.ts`,
// as `npm start` runs it, on a data folder of its own), or a second app in this process on a test's database.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

/** A fresh data folder for a child instance; removed by stopChildInstances. */
export function childDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.push(dir);
  return dir;
}

export interface ChildInstance {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
}

/**
 * Starts `server/main.ts` in a process of its own with this process's environment, `env` on top, on
 * 127.0.0.1 (`port`, or a free one), and resolves once it says it is listening.
 */
export async function startChildInstance(
  env: NodeJS.ProcessEnv & { DATA_DIR: string },
  opts: { port?: number } = {},
): Promise<ChildInstance> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  children.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('is running at')) resolve();
    });
    child.stderr!.on('data', (chunk) => {
      out += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before listening:\n${out}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => out };
}

/** For afterAll: kills (SIGKILL) every child instance still running and removes their data folders. */
export function stopChildInstances(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}

/** Another app instance in this process on `t`'s database, with its own job workers. */
export async function startSecondInstance(t: TestApp): Promise<{ ctx: AppContext; app: FastifyInstance }> {
  const ctx = await createContext(t.ctx.config, { database: t.ctx.database, migrate: false });
  const app = await buildApp(ctx);
  await app.ready();
  return { ctx, app };
}
