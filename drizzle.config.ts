import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations for both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
