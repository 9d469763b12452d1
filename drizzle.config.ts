import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations for both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  // Core tables in server/db/schema.ts; each feature module keeps its own in <module>.schema.ts.
  schema: ['./server/db/schema.ts', './server/modules/*/*.schema.ts'],
  out: './server/db/migrations',
});
