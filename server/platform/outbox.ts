import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A message written to the local outbox: one JSON file per e-mail or SMS, outside production. */
export interface OutboxMessage {
  id: string;
  kind: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** What may name a file: an idempotency key is used as is when it is made of these only. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export class Outbox {
  constructor(readonly dir: string) {}

  /**
   * Writes one message. With `idempotencyKey` (a Bestie Shield notification, ADR 117) the file is
   * named by the key, so a resend after a crash replaces the first file instead of adding a second;
   * without one, a fresh name. Either way the file appears whole: written beside it, then renamed.
   */
  async write(
    message: Omit<OutboxMessage, 'id' | 'createdAt'>,
    opts: { idempotencyKey?: string } = {},
  ): Promise<OutboxMessage> {
    const createdAt = new Date().toISOString();
    const id = opts.idempotencyKey
      ? outboxName(opts.idempotencyKey)
      : `${createdAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
    const full: OutboxMessage = { id, createdAt, ...message };
    await fs.mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.${id}.${crypto.randomBytes(4).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temp, JSON.stringify(full, null, 2));
      await fs.rename(temp, path.join(this.dir, `${id}.json`));
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return full;
  }

  /** Newest write first (a resend counts as a new write); files still being written are not listed. */
  async list(limit = 100): Promise<OutboxMessage[]> {
    let names: string[];
    try {
      names = (await fs.readdir(this.dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
    } catch {
      return [];
    }
    const stamped = await Promise.all(
      names.map(async (name) => {
        try {
          return { name, at: (await fs.stat(path.join(this.dir, name))).mtimeMs };
        } catch {
          return null; // replaced or removed meanwhile
        }
      }),
    );
    const newest = stamped
      .filter((s): s is { name: string; at: number } => s !== null)
      .sort((a, b) => b.at - a.at || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    const out: OutboxMessage[] = [];
    for (const { name } of newest.slice(0, limit)) {
      try {
        out.push(JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')));
      } catch {
        /* removed meanwhile */
      }
    }
    return out;
  }
}

/** The file name (without .json) for an idempotency key: the key itself, or its hash when it has other characters. */
export function outboxName(idempotencyKey: string): string {
  return SAFE_KEY.test(idempotencyKey)
    ? idempotencyKey
    : `key-${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}`;
}
