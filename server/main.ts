import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PASSWORD, isDatabaseEmpty, seedDemoData } from './db/seed';
import { createAccountsService } from './modules/accounts';
import { SHUTDOWN_BUDGET_MS, shutdown } from './shutdown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = loadConfig();
  fs.mkdirSync(path.join(config.dataDir, 'media', 'avatars'), { recursive: true });
  const started = Date.now();
  const ctx = await createContext(config);
  let seeded = false;
  if (config.seedDemo && (await isDatabaseEmpty(ctx))) {
    const { members } = await seedDemoData(ctx);
    ctx.log.info({ members }, 'seeded demo data');
    seeded = true;
  }
  const promoted = await createAccountsService(ctx).promoteConfiguredAdmins();
  if (promoted) ctx.log.info({ promoted }, 'promoted ADMIN_EMAILS accounts to admin');

  const app = await buildApp(ctx, { clientDir: path.join(root, 'dist', 'client') });
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Vibeline is running at ${url}  (${ctx.database.kind}${ctx.database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  ];
  if (config.seedDemo) {
    lines.push(
      `  Demo member: ${DEMO_ACCOUNTS.member.email} / ${DEMO_ACCOUNTS.member.password}`,
      `  Moderator:   ${DEMO_ACCOUNTS.moderator.email} / ${DEMO_ACCOUNTS.moderator.password}   (two-factor code arrives in the outbox)`,
      `  Admin:       ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}   (two-factor code arrives in the outbox)`,
      `  Other demo members use the password ${DEMO_MEMBER_PASSWORD}${seeded ? ' (seeded just now)' : ''}`,
    );
  }
  if (ctx.mailer.kind === 'outbox') lines.push(`  Outbox (e-mail/SMS): ${url}/dev/outbox  and  ${path.join(config.dataDir, 'outbox')}`);
  lines.push('');
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    // First resort inside the process; server/shutdown.ts arms the one that cannot be blocked.
    setTimeout(() => process.exit(1), SHUTDOWN_BUDGET_MS - 1000).unref();
    shutdown(app, ctx, signal).then(
      () => process.exit(0),
      (error) => { ctx.log.error({ err: error }, 'shutdown failed'); process.exit(1); },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Vibeline failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
