// npm run openapi: writes docs/openapi.json from the endpoint objects in contracts/ (ADR 072).
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '#contracts/openapi';

const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'docs', 'openapi.json');
fs.writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
