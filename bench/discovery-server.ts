/**
 * The app server for bench/discovery.bench.ts (not a suite itself), in its own process so the
 * load generator's HTTP client does not share the server's event loop. BENCH_DB_URL: PostgreSQL;
 * otherwise BENCH_DATA_DIR holds an embedded PGlite prepared by the suite. Prints one JSON line
 * {port} on stdout once listening (the candidate index then loads in the background).
 */
import pino from 'pino';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import { loadConfig } from '#server/config';

const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    DATABASE_URL: process.env.BENCH_DB_URL,
  }),
  secret: 'bench-secret',
  rateLimitScale: 100_000,
};
const ctx = await createContext(config, { log: pino({ level: 'silent' }) });
const app = await buildApp(ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
console.log(JSON.stringify({ port: address.port }));
const stop = () => {
  void app.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
