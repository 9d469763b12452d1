import { ROLES, type Role } from '#contracts';
import { closeContext, createContext } from '#server/bootstrap';
import { loadConfig } from '#server/config';
import { accountsRepository } from '#modules/accounts';

const USAGE = `Usage:
  npm run admin -- grant <email> [admin|moderator|member]   set a member's role (default admin)
  npm run admin -- list                                      list moderators and admins
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (stop the server first).`;

async function main() {
  const [command, email, roleArg] = process.argv.slice(2);
  if (!command || (command === 'grant' && !email)) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(command ? 2 : 0);
  }
  const ctx = await createContext(loadConfig());
  try {
    if (command === 'grant') {
      const role = (roleArg ?? 'admin') as Role;
      if (!ROLES.includes(role)) throw new Error(`Unknown role "${roleArg}". Use one of: ${ROLES.join(', ')}`);
      const id = await accountsRepository.setRoleByEmail(ctx.database.db, email, role);
      if (!id) throw new Error(`No account with the e-mail ${email}`);
      // A changed role takes effect at the next sign-in; end current sessions so it applies now.
      await accountsRepository.revokeAllSessions(ctx.database.db, id);
      process.stdout.write(`${email} (user ${id}) is now ${role}. Their sessions were ended.\n`);
    } else if (command === 'list') {
      const rows = await ctx.database.executeSql(
        `select u.id, u.email, u.role, p.display_name from users u join profiles p on p.user_id = u.id
         where u.role <> 'member' order by u.id`,
      );
      for (const r of rows.rows) process.stdout.write(`${r.id}\t${r.role}\t${r.email}\t${r.display_name}\n`);
    } else {
      throw new Error(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
