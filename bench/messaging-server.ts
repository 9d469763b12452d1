/**
 * A server process for bench/messaging.bench.ts (not a suite itself). BENCH_MODE=relay starts a
 * bare `ws` relay (the floor: frames {to, ...} forwarded to that member's socket, nothing else);
 * otherwise the real app: BENCH_DB_URL (PostgreSQL) or an embedded PGlite, REDIS_URL for fan-out
 * between instances, BENCH_SEED=N to create N members with live sessions (token
 * `bench-token-{id}`). Prints one JSON line {port, userIds?} on stdout when listening.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import { loadConfig } from '#server/config';
import { seedBenchMembers } from './reads-data';

async function relay(): Promise<void> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  const sockets = new Map<number, WebSocket>();
  server.on('connection', (socket, request) => {
    const id = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('id'));
    sockets.set(id, socket);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { to: number };
      sockets.get(frame.to)?.send(String(data));
    });
    socket.on('close', () => sockets.delete(id));
  });
  await new Promise<void>((resolve) => server.on('listening', () => resolve()));
  console.log(JSON.stringify({ port: (server.address() as { port: number }).port }));
}

async function app(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-bench-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DB_URL,
      REDIS_URL: process.env.REDIS_URL,
    }),
    secret: 'bench-secret',
    rateLimitScale: 1_000_000,
    redisPrefix: process.env.BENCH_PREFIX ?? 'vibeline-bench:',
  };
  const ctx = await createContext(config, { log: pino({ level: 'silent' }) });
  const seed = Number(process.env.BENCH_SEED ?? 0);
  let userIds: number[] | undefined;
  if (seed > 0) {
    userIds = await seedBenchMembers(ctx.database, seed);
  }
  const server = await buildApp(ctx);
  await server.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (server.server.address() as { port: number }).port, userIds }));
  process.on('SIGTERM', () => {
    void server.close().finally(() => process.exit(0));
  });
}

/** The floor for HTTP read rows: bare Fastify, one GET route answering a small JSON object. */
async function floor(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const server = Fastify({ logger: false });
  server.get('/floor', async () => ({ ok: true, id: 1, name: 'floor' }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (server.server.address() as { port: number }).port }));
}

await (process.env.BENCH_MODE === 'relay' ? relay() : process.env.BENCH_MODE === 'floor' ? floor() : app());
