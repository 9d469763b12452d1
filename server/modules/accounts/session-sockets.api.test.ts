import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '#test/socket-client';
import { listenOnLoopback, startTestApp, type TestApp } from '#test/support';

/** Issue 10 §4: a session that ends takes its open chat socket with it at once, not at the next heartbeat. */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(async () => {
  await t.close();
});

describe('ended sessions close their sockets at once', () => {
  it('logout closes the open socket with 4401 well before a heartbeat', async () => {
    const member = await t.createMember();
    const agent = await t.signIn(member);
    const socket = await connectSocket(port, agent);
    await socket.next('ready');
    const closed = new Promise<number>((resolve) => socket.socket.on('close', (code: number) => resolve(code)));
    const started = Date.now();
    expect((await agent.post('/api/auth/logout', {})).statusCode).toBe(200);
    expect(await closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a password change closes the member’s sockets; the session that made it reconnects', async () => {
    const member = await t.createMember();
    const agent = await t.signIn(member);
    const socket = await connectSocket(port, agent);
    await socket.next('ready');
    const closed = new Promise<number>((resolve) => socket.socket.on('close', (code: number) => resolve(code)));
    const res = await agent.put('/api/account/password', {
      currentPassword: member.password,
      newPassword: 'Another-Long-Passphrase-93',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe(4401);
    const again = await connectSocket(port, agent);
    await again.next('ready');
    again.close();
  });
});
