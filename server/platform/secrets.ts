import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret keys HMACs (2FA codes, signed upload URLs). Production must set SESSION_SECRET
 * (shared by every instance); locally one is generated once and kept in the data folder.
 */
export function resolveSecret(configured: string | null, dataDir: string, env: string): string {
  if (configured) return configured;
  if (env === 'production') throw new Error('SESSION_SECRET must be set in production');
  const file = path.join(dataDir, '.secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const hmac = (secret: string, value: string) => crypto.createHmac('sha256', secret).update(value).digest('hex');
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
