import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { Outbox, outboxName } from './outbox';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function outbox() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-outbox-'));
  dirs.push(dir);
  return new Outbox(dir);
}
const tick = () => new Promise((r) => setTimeout(r, 15));

it('a resend under the same idempotency key replaces its file; it never adds a second (ADR 117)', async () => {
  const box = outbox();
  const key = 'vibeline-safety-7-mabc123';
  await box.write({ kind: 'sms', to: '+14155550123', subject: '', text: 'first try' }, { idempotencyKey: key });
  await tick();
  await box.write({ kind: 'email', to: 'a@example.com', subject: 'Code', text: 'Your code is 123456' });
  await tick();
  await box.write({ kind: 'sms', to: '+14155550123', subject: '', text: 'resent' }, { idempotencyKey: key });

  const files = fs.readdirSync(box.dir);
  expect(files).toHaveLength(2);
  expect(files).toContain(`${key}.json`);
  const listed = await box.list();
  // Newest write first: the resend is the newest.
  expect(listed.map((m) => [m.id, m.text])).toEqual([
    [key, 'resent'],
    [expect.any(String), 'Your code is 123456'],
  ]);
});

it('lists newest first and never a file still being written', async () => {
  const box = outbox();
  for (const text of ['one', 'two', 'three']) {
    await box.write({ kind: 'email', to: 'b@example.com', subject: 's', text });
    await tick();
  }
  // What a write looks like before its rename: a hidden temporary file.
  fs.writeFileSync(path.join(box.dir, '.vibeline-safety-9-x.1234.tmp'), '{"half":');
  expect((await box.list()).map((m) => m.text)).toEqual(['three', 'two', 'one']);
  expect((await box.list(2)).map((m) => m.text)).toEqual(['three', 'two']);
});

it('a key with characters a file name cannot carry is hashed', () => {
  expect(outboxName('vibeline-safety-1-abc')).toBe('vibeline-safety-1-abc');
  expect(outboxName('../../etc/passwd')).toMatch(/^key-[0-9a-f]{40}$/);
  expect(outboxName('a/b')).not.toBe(outboxName('a_b'));
});
