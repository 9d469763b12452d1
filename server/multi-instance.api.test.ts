/**
 * Several instances (issue 16): two app instances on one PostgreSQL database and one Redis, built
 * the way production builds them (createContext + buildApp), each with its own HTTP server.
 * Runs only in the api-postgres project, which always has REDIS_URL: on PGlite there is nothing
 * to share between instances.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from './config';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { SESSION_COOKIE } from './http/session';
import { connectSocket } from './test/socket-client';
import { startTestApp, testDatabaseKind, type TestAgent, type TestApp } from './test/support';

interface Pair {
  a: TestApp;
  portA: number;
  portB: number;
  close(): Promise<void>;
}

/** Instance A from the test support; instance B shares its database handle, Redis prefix and DATA_DIR. */
async function startPair(overrides: Partial<AppConfig> = {}): Promise<Pair> {
  const a = await startTestApp(overrides);
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  const ctxB = await createContext(
    { ...a.ctx.config },
    { database: { ...a.ctx.database, close: async () => undefined }, migrate: false },
  );
  const appB = await buildApp(ctxB);
  await appB.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (s: typeof appB.server) => (s.address() as { port: number }).port;
  return {
    a,
    portA: portOf(a.app.server),
    portB: portOf(appB.server),
    async close() {
      await appB.close();
      await ctxB.mailer.close();
      await a.close();
    },
  };
}

const cookieOf = (agent: TestAgent) => `${SESSION_COOKIE}=${agent.cookie(SESSION_COOKIE)}`;
const call = (port: number, agent: TestAgent, method: string, url: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { cookie: cookieOf(agent), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const message = (from: number, to: number, content: string) => ({
  senderId: from,
  receiverId: to,
  clientId: crypto.randomUUID(),
  messageType: 'text',
  content,
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL + Redis', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair();
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('a session from A works on B, and logout on B ends it on A', async () => {
    const member = await pair.a.createMember();
    const agent = await pair.a.signIn(member);
    const onB = await call(pair.portB, agent, 'GET', '/api/auth/user');
    expect(onB.status).toBe(200);
    expect((await onB.json()).id).toBe(member.id);
    expect((await call(pair.portB, agent, 'POST', '/api/auth/logout')).status).toBe(200);
    expect((await call(pair.portA, agent, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await call(pair.portB, agent, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('chat and typing cross instances over /ws', async () => {
    const alice = await pair.a.createMember();
    const bob = await pair.a.createMember();
    const aliceAgent = await pair.a.signIn(alice);
    const bobAgent = await pair.a.signIn(bob);
    const onA = await connectSocket(pair.portA, aliceAgent);
    const onB = await connectSocket(pair.portB, bobAgent);
    try {
      await onA.next('ready');
      await onB.next('ready');
      const sent = await call(
        pair.portA,
        aliceAgent,
        'POST',
        '/api/messages',
        message(alice.id, bob.id, 'across instances'),
      );
      expect(sent.status).toBe(201);
      const id = (await sent.json()).id;
      expect((await onB.next('message.new')).message).toMatchObject({
        id,
        content: 'across instances',
        senderId: alice.id,
      });
      onB.socket.send(JSON.stringify({ type: 'typing', toUserId: alice.id }));
      expect(await onA.next('typing')).toEqual({ type: 'typing', userId: bob.id });
    } finally {
      onA.close();
      onB.close();
    }
  });
});
