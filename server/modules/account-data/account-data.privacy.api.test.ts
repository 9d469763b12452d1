import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { insertConversation } from '#seed/factories';
import { startTestApp, type TestApp } from '#test/support';
import { messages } from '#modules/messaging';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('account data privacy (issue 10 §7)', () => {
  it('deleting the account removes story media at once', async () => {
    const m = await t.createMember();
    const agent = await t.signIn(m);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 20, b: 30 } } })
      .png()
      .toBuffer();
    const up = await agent.request({
      method: 'POST',
      url: '/api/stories/media',
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(up.statusCode).toBe(201);
    const key = `stories/${m.id}/${/-([a-f0-9]{32})\.webp$/.exec(up.json().mediaUrl)![1]}.webp`;
    expect(await t.ctx.storage.get(key)).not.toBeNull();
    expect((await agent.delete('/api/account', { password: m.password })).statusCode).toBe(200);
    expect(await t.ctx.storage.get(key)).toBeNull();
  });

  it(
    'the export never carries content withheld from the ' + 'member: unrevealed disappearing, rejected by a moderator',
    async () => {
      const [me, sender] = [await t.createMember(), await t.createMember()];
      await insertConversation(t.ctx.database.db, {
        a: me.id,
        b: sender.id,
        lines: [
          { from: 'b', content: 'secret until revealed', minutesAgo: 9 },
          { from: 'b', content: 'rejected by a moderator', minutesAgo: 8 },
          { from: 'b', content: 'an ordinary hello', minutesAgo: 7 },
        ],
      });
      const rows = await t.ctx.database.db.select().from(messages).where(eq(messages.senderId, sender.id));
      const byText = (text: string) => rows.find((r) => r.content === text)!;
      await t.ctx.database.db
        .update(messages)
        .set({ isDisappearing: true, locationLatitude: 40.7, locationLongitude: -74, locationName: 'Hidden place' })
        .where(eq(messages.id, byText('secret until revealed').id));
      await t.ctx.database.db
        .update(messages)
        .set({ moderationStatus: 'rejected' })
        .where(eq(messages.id, byText('rejected by a moderator').id));

      const mine = (await (await t.signIn(me)).get('/api/account/export')).body;
      expect(mine).toContain('an ordinary hello');
      expect(mine).not.toContain('secret until revealed');
      expect(mine).not.toContain('Hidden place');
      expect(mine).not.toContain('rejected by a moderator');
      // The sender's own export still has what they wrote.
      const theirs = (await (await t.signIn(sender)).get('/api/account/export')).body;
      expect(theirs).toContain('secret until revealed');
      expect(theirs).toContain('rejected by a moderator');
    },
  );
});
