// ESLint rule `vibeline/boundaries`: the layering of docs/ARCHITECTURE.md, checked on every import.
//   - server/db, server/http, server/platform never import server/modules (arrows point down only);
//   - a server module imports another module only through its index.ts;
//   - contracts import nothing from server/ or client/;
//   - client/components and client/lib never import client/features or client/app;
//   - a client feature imports another feature only through its index.ts.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const aliases = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {};

/** The file a package `imports` alias (#modules/x, #contracts, ...) points at, as Node resolves it. */
function resolveAlias(source) {
  if (aliases[source]) return path.join(root, aliases[source]);
  for (const [pattern, target] of Object.entries(aliases)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (source.startsWith(head) && source.endsWith(tail) && source.length >= pattern.length - 1) {
      return path.join(root, target.replace('*', source.slice(head.length, source.length - tail.length)));
    }
  }
  return null;
}

function area(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'server' && rel[1] === 'modules') return { kind: 'server-module', name: rel[2], rest: rel.slice(3) };
  if (rel[0] === 'server' && ['db', 'http', 'platform'].includes(rel[1])) return { kind: 'server-base', name: rel[1] };
  if (rel[0] === 'contracts') return { kind: 'contracts' };
  if (rel[0] === 'client' && rel[1] === 'features')
    return { kind: 'client-feature', name: rel[2], rest: rel.slice(3), test: /\.test\.tsx?$/.test(file) };
  if (rel[0] === 'client' && ['components', 'lib'].includes(rel[1])) return { kind: 'client-shared', name: rel[1] };
  if (rel[0] === 'client' && rel[1] === 'app') return { kind: 'client-app' };
  if (rel[0] === 'server') return { kind: 'server-other' };
  if (rel[0] === 'client') return { kind: 'client-other' };
  return { kind: 'other' };
}

const isIndex = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));

function violation(from, to) {
  if (from.kind === 'server-base' && to.kind === 'server-module')
    return `server/${from.name} must not import a module (server/modules/${to.name}); pass what it needs in from above`;
  if (from.kind === 'server-module' && to.kind === 'server-module' && to.name !== from.name && !isIndex(to.rest))
    return `import the ${to.name} module through its index.ts, not ${to.rest.join('/')}`;
  if (from.kind === 'contracts' && (to.kind.startsWith('server') || to.kind.startsWith('client')))
    return 'contracts import nothing from server/ or client/';
  if (from.kind === 'client-shared' && (to.kind === 'client-feature' || to.kind === 'client-app'))
    return `client/${from.name} is shared code: it must not import features or the app`;
  if (from.kind === 'client-feature' && to.kind === 'client-feature' && to.name !== from.name && !isIndex(to.rest))
    return `import the ${to.name} feature through its index.ts, not ${to.rest.join('/')}`;
  // A feature's tests may render it inside the app (router, providers); its code may not.
  if (from.kind === 'client-feature' && to.kind === 'client-app' && !from.test)
    return 'features must not import the app layer';
  return null;
}

export const boundaries = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{why}}' } },
  create(context) {
    const file = context.filename;
    const from = area(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? path.resolve(path.dirname(file), source)
        : source.startsWith('#')
          ? resolveAlias(source)
          : null;
      if (!target) return;
      const to = area(target);
      const why = violation(from, to);
      if (why) context.report({ node, messageId: 'layer', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
