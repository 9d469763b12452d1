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

export class Outbox {
  constructor(readonly dir: string) {}

  async write(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<OutboxMessage> {
    const createdAt = new Date().toISOString();
    const id = `${createdAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
    const full: OutboxMessage = { id, createdAt, ...message };
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(full, null, 2));
    return full;
  }

  /** Newest first. */
  async list(limit = 100): Promise<OutboxMessage[]> {
    let names: string[];
    try {
      names = (await fs.readdir(this.dir)).filter((n) => n.endsWith('.json'));
    } catch {
      return [];
    }
    names.sort().reverse();
    const out: OutboxMessage[] = [];
    for (const name of names.slice(0, limit)) {
      try {
        out.push(JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')));
      } catch {
        /* half-written file */
      }
    }
    return out;
  }
}
