import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { loadConfig } from './config';
import { isDatabaseEmpty, seedDemoData } from '#seed/seed';
import {
  DEMO_ACCOUNTS,
  demoAccountsPath,
  formatDemoAccounts,
  generateDemoPasswords,
  writeDemoAccounts,
} from '#seed/demo-accounts';
import { createAccountsService } from '#modules/accounts';
import { SHUTDOWN_BUDGET_MS, shutdown } from './shutdown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = loadConfig();
  fs.mkdirSync(path.join(config.dataDir, 'media', 'avatars'), { recursive: true });
  const started = Date.now();
  const ctx = await createContext(config);
  let seededPasswords: ReturnType<typeof generateDemoPasswords> | null = null;
  if (config.seedDemo && (await isDatabaseEmpty(ctx))) {
    // Fresh random passwords per installation: a published default would be a staff takeover.
    const passwords = generateDemoPasswords();
    writeDemoAccounts(config.dataDir, passwords);
    const { members } = await seedDemoData(ctx, passwords);
    ctx.log.info({ members }, 'seeded demo data');
    seededPasswords = passwords;
  }
  const promoted = await createAccountsService(ctx).promoteConfiguredAdmins();
  if (promoted.length) ctx.log.info({ promoted }, 'promoted verified ADMIN_EMAILS accounts to admin');

  const app = await buildApp(ctx, { clientDir: path.join(root, 'dist', 'client') });
  await app.listen({ port: config.port, host: config.host });

  const host =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const url = `http://${host}:${config.port}`;
  const dataIn = ctx.database.kind === 'pglite' ? `, data in ${config.dataDir}` : '';
  const readyIn = ((Date.now() - started) / 1000).toFixed(1);
  const lines = ['', `  Vibeline is running at ${url}  (${ctx.database.kind}${dataIn}; ready in ${readyIn} s)`];
  if (seededPasswords) {
    // Shown once, on the start that created them; afterwards only the owner-only file has them.
    lines.push(
      '  Demo accounts generated for this installation (staff sign in with a two-factor code from the outbox):',
    );
    lines.push(
      ...formatDemoAccounts(seededPasswords)
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => `    ${l}`),
    );
    lines.push(`  Kept in ${demoAccountsPath(config.dataDir)} (readable by you only)`);
  } else if (config.seedDemo && fs.existsSync(demoAccountsPath(config.dataDir))) {
    lines.push(`  Demo sign-in details (${DEMO_ACCOUNTS.member.email} and staff): ${demoAccountsPath(config.dataDir)}`);
  }
  if (config.host !== '127.0.0.1' && config.host !== '::1' && config.host !== 'localhost')
    lines.push(`  Listening on ${config.host} (reachable from other machines)`);
  if (ctx.mailer.kind === 'outbox')
    lines.push(`  Outbox (e-mail/SMS): ${url}/dev/outbox  and  ${path.join(config.dataDir, 'outbox')}`);
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
      (error) => {
        ctx.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Vibeline failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
