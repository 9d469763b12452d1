#!/usr/bin/env python3
"""Rewrite cross-area relative imports to package.json `imports` aliases.

Usage: alias.py <repo root>. Idempotent. Only rewrites a specifier whose resolved target maps
exactly onto an alias pattern and lies outside the importer's own area.
"""
import os
import re
import sys

root = os.path.abspath(sys.argv[1])

# alias prefix -> (directory, suffix resolved after the star)
ALIASES = [
    ('#modules/', 'server/modules', '/index.ts'),
    ('#http/', 'server/http', '.ts'),
    ('#db/', 'server/db', '.ts'),
    ('#platform/', 'server/platform', '.ts'),
    ('#seed/', 'server/seed', '.ts'),
    ('#features/', 'client/features', '/index.ts'),
    ('#lib/', 'client/lib', '.ts'),
    ('#ui/', 'client/components/ui', '.tsx'),
    ('#layout/', 'client/components/layout', '.tsx'),
    ('#app/', 'client/app', '.tsx'),
    ('#contracts/', 'contracts', '.ts'),
    ('#test/', 'server/test', '.ts'),
    ('#server/', 'server', '.ts'),
]

SPEC = re.compile(r"""((?:from|import)\s*\(?\s*|vi\.mock\(\s*|import\s+)(['"])(\.{1,2}/[^'"]+)\2""")


def area_of(rel):
    parts = rel.split('/')
    if parts[0] == 'server' and len(parts) > 2 and parts[1] == 'modules':
        return 'server/modules/' + parts[2]
    if parts[0] == 'client' and len(parts) > 2 and parts[1] == 'features':
        return 'client/features/' + parts[2]
    if parts[0] in ('server', 'client') and len(parts) > 2:
        return parts[0] + '/' + parts[1]
    return parts[0]


EXACT = {
    'client/components/ui/use-toast': '#ui/use-toast',
    'client/test/mock-api': '#client-test/mock-api',
    'client/test/render-app': '#client-test/render-app',
}


def alias_for(target_rel):
    """target_rel: path without extension relative to root (as written in the import)."""
    if target_rel in EXACT:
        return EXACT[target_rel]
    if target_rel == 'contracts' or target_rel == 'contracts/index':
        return '#contracts' if os.path.exists(os.path.join(root, 'contracts/index.ts')) else None
    for prefix, directory, suffix in ALIASES:
        if not target_rel.startswith(directory + '/'):
            continue
        rest = target_rel[len(directory) + 1 :]
        if suffix.startswith('/'):
            rest = re.sub(r'/index$', '', rest)
            if '/' in rest:
                return None
            if os.path.exists(os.path.join(root, directory, rest + suffix)):
                return prefix + rest
            return None
        if directory == 'server' and '/' in rest:
            return None
        if os.path.exists(os.path.join(root, directory, rest + suffix)):
            return prefix + rest
        return None
    return None


changed = 0
for dirpath, dirnames, filenames in os.walk(root):
    dirnames[:] = [d for d in dirnames if d not in ('node_modules', 'dist', 'data', '.git', 'migrations')]
    for name in filenames:
        if not re.search(r'\.(ts|tsx)$', name) or name.endswith('.d.ts'):
            continue
        path = os.path.join(dirpath, name)
        rel_file = os.path.relpath(path, root)
        if rel_file.startswith(('e2e/', 'bench/', 'scripts/')) or '/' not in rel_file:
            pass
        src = open(path, encoding='utf8').read()
        my_area = area_of(rel_file)

        def repl(m):
            global changed
            spec = m.group(3)
            target = os.path.normpath(os.path.join(os.path.dirname(rel_file), spec)).replace(os.sep, '/')
            if target.startswith('..'):
                return m.group(0)
            if area_of(target + '.ts') == my_area or area_of(target + '/index.ts') == my_area:
                return m.group(0)
            alias = alias_for(target)
            if not alias:
                return m.group(0)
            changed += 1
            return m.group(1) + m.group(2) + alias + m.group(2)

        new = SPEC.sub(repl, src)
        if new != src:
            open(path, 'w', encoding='utf8').write(new)
print('rewrote', changed, 'imports')
