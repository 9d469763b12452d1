import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvent } from '#contracts';
import { connectSocket } from '#test/socket-client';
import { listenOnLoopback, startTestApp, type TestApp } from '#test/support';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

describe('WebSocket frames against the contract (ADR 097)', () => {
  it('answers each malformed frame with an error frame naming the field, and the socket keeps working', async () => {
    const member = await t.createMember();
    const other = await t.createMember();
    const s = await connectSocket(port, await t.signIn(member));
    try {
      await s.next('ready');
      const refused = async (frame: unknown) => {
        s.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
        const answer = await s.next('error');
        // Every answer is itself a frame the contract declares.
        expect(serverEvent.parse(answer)).toEqual(answer);
        return answer as { message: string; field?: string };
      };

      expect(await refused('{"type": "ping"')).toEqual({ type: 'error', message: 'Malformed JSON frame' });
      expect(await refused({ type: 'message.delete', id: 1 })).toEqual({
        type: 'error',
        message: 'Unknown or invalid event',
        field: 'type',
      });
      expect(await refused({ toUserId: other.id })).toMatchObject({ field: 'type' });
      expect(await refused([1, 2])).toMatchObject({ field: 'type' });
      expect(await refused(null)).toMatchObject({ field: 'type' });

      const badTarget = await refused({ type: 'typing', toUserId: 'bob' });
      expect(badTarget.field).toBe('toUserId');
      expect(badTarget.message).toMatch(/toUserId/);

      const badList = await refused({ type: 'presence.watch', userIds: [other.id, 'x'] });
      expect(badList.field).toBe('userIds.1');
      expect(badList.message).toMatch(/userIds\.1/);

      const tooMany = await refused({
        type: 'presence.watch',
        userIds: Array.from({ length: 10_000 }, (_, i) => i + 1),
      });
      expect(tooMany.field).toBe('userIds');

      const extra = await refused({ type: 'ping', at: 'now' });
      expect(extra).toEqual({ type: 'error', message: 'Unknown field: at', field: 'at' });

      // A bad send is answered as POST /api/messages would answer it: message.error, 400, naming the field.
      s.socket.send(
        JSON.stringify({
          type: 'message.send',
          message: { senderId: member.id, receiverId: 'x', clientId: crypto.randomUUID(), content: 'hi' },
        }),
      );
      const sendError = await s.next('message.error');
      expect(sendError).toMatchObject({ status: 400, clientId: expect.any(String) });
      expect(sendError.message).toMatch(/receiverId/);

      // Still open and answering.
      s.socket.send(JSON.stringify({ type: 'ping' }));
      expect(serverEvent.parse(await s.next('pong'))).toMatchObject({ type: 'pong' });
      expect(s.socket.readyState).toBe(1);
    } finally {
      s.close();
    }
  });
});
