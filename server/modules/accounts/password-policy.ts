import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordWeakness } from '#contracts';

/**
 * The server's password rule (issue 10): the shared rule (≥ PASSWORD_MIN characters, variety, not
 * the e-mail or name) plus a list of a few thousand common passwords shipped with the app
 * (data/common-passwords.txt). The list stays on the server so the client bundle stays small.
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (!common) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'common-passwords.txt');
    common = new Set(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return common;
}

/** A common password with digits or symbols stuck on ("Sunshine2024!") is still that password. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  return core.length >= 4 && list.has(core);
}

export function serverPasswordWeakness(
  password: string,
  context: { email?: string; displayName?: string } = {},
): string | null {
  return (
    passwordWeakness(password, context) ??
    (isCommonPassword(password) ? 'Password is too common. Please choose another.' : null)
  );
}
