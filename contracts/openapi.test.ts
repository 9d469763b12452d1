import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiEndpoints } from './api';
import { SOCKET_CLOSE } from './messaging';
import { buildOpenApi, openApiPath } from './openapi';

const committed = path.resolve(__dirname, '..', 'docs', 'openapi.json');

describe('OpenAPI document', () => {
  it('docs/openapi.json is what the endpoint objects generate (run `npm run openapi` after changing them)', () => {
    const written: unknown = JSON.parse(fs.readFileSync(committed, 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('describes every declared endpoint once, with its parameters and answers', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    const declared = Object.values(apiEndpoints).flatMap((group) => Object.values(group));
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(declared.length);
    const keys = declared.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const taps = doc.paths[openApiPath('/api/taps/:userId')]?.get;
    expect(taps?.parameters?.map((p) => p.name)).toEqual(['userId']);
    expect(doc.paths['/api/taps']?.post).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { required: ['senderId', 'receiverId', 'tapType'] } } } },
      responses: { 201: { content: { 'application/json': {} } } },
    });
  });

  it('describes the chat socket under x-websockets with its frames as components (ADR 097)', () => {
    const doc = buildOpenApi() as {
      'x-websockets': Record<string, { clientFrames: { $ref: string }; serverFrames: { $ref: string } }>;
      components: { schemas: Record<string, { oneOf?: { properties: { type: { const: string } } }[] }> };
    };
    expect(doc['x-websockets']['/ws']).toMatchObject({
      clientFrames: { $ref: '#/components/schemas/ClientFrame' },
      serverFrames: { $ref: '#/components/schemas/ServerFrame' },
    });
    const types = (name: string) => doc.components.schemas[name].oneOf?.map((o) => o.properties.type.const);
    expect(types('ClientFrame')).toEqual(['ping', 'typing', 'presence.watch', 'message.send']);
    expect(types('ServerFrame')).toContain('message.new');
    expect(types('ServerFrame')).toContain('error');
  });

  it('declares every close code both sides use, and the 503 refusing upgrades while Redis is away (ADR 120)', () => {
    const socket = (buildOpenApi() as { 'x-websockets': Record<string, unknown> })['x-websockets']['/ws'] as {
      upgrade: { responses: Record<string, string> };
      closeCodes: Record<string, string>;
    };
    expect(Object.keys(socket.closeCodes).map(Number).sort()).toEqual(Object.values(SOCKET_CLOSE).sort());
    expect(socket.closeCodes[SOCKET_CLOSE.tryAgainLater]).toMatch(/poll/);
    expect(socket.upgrade.responses['503']).toMatch(/Retry-After: 5/);
  });
});
