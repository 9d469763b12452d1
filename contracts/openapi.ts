import { z, type ZodType } from 'zod';
import { apiEndpoints } from './api';
import { errorBody } from './common';
import { messagingSocket } from './messaging';
import { isSchema, noBody, type EndpointSpec } from './endpoint';

type Json = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a request or response schema. */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): Json {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** `/api/taps/:userId` → `/api/taps/{userId}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(endpoint: EndpointSpec): Json | undefined {
  const body = endpoint.body;
  if (body === undefined || body === noBody) return undefined;
  if (isSchema(body))
    return {
      required: !endpoint.optionalBody,
      content: { 'application/json': { schema: jsonSchema(body, 'input') } },
    };
  if (body.kind !== 'upload') return undefined;
  return {
    required: true,
    description: body.description,
    content: Object.fromEntries(
      body.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  };
}

function responses(endpoint: EndpointSpec): Json {
  const out: Json = {};
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    if (isSchema(answer))
      out[status] = { description: 'OK', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
    else if (answer.kind === 'raw')
      out[status] = {
        description: answer.description,
        content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } },
      };
    else out[status] = { description: answer.description };
  }
  out.default = {
    description: 'An error: 4xx names the field or the rule, 5xx is ours',
    content: { 'application/json': { schema: jsonSchema(errorBody, 'output') } },
  };
  return out;
}

/**
 * The chat socket (ADR 097). OpenAPI has no WebSocket object: the upgrade and its frames sit under the
 * root extension `x-websockets` (paths keep one operation per declared HTTP endpoint), the frame schemas
 * in `components.schemas` where tools resolve them.
 */
function websockets(): { sockets: Json; schemas: Json } {
  const socket = messagingSocket;
  return {
    sockets: {
      [socket.path]: {
        summary: socket.summary,
        description: socket.description,
        'x-access': socket.access,
        upgrade: { method: 'GET', responses: socket.upgrade },
        closeCodes: socket.closeCodes,
        clientFrames: { $ref: '#/components/schemas/ClientFrame' },
        serverFrames: { $ref: '#/components/schemas/ServerFrame' },
      },
    },
    schemas: {
      ClientFrame: jsonSchema(socket.clientFrame, 'input'),
      ServerFrame: jsonSchema(socket.serverFrame, 'output'),
    },
  };
}

/** The OpenAPI 3.1 description of every declared endpoint (ADR 072); docs/openapi.json is this, written. */
export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const [tag, group] of Object.entries(apiEndpoints)) {
    for (const [name, endpoint] of Object.entries(group)) {
      const body = requestBody(endpoint);
      const params = [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')];
      (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = {
        operationId: `${tag}.${name}`,
        tags: [tag],
        summary: endpoint.summary,
        'x-access': endpoint.access,
        ...(params.length ? { parameters: params } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: responses(endpoint),
      };
    }
  }
  const socket = websockets();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vibeline API',
      version: '0.1.0',
      description:
        'Generated from the endpoint objects in contracts/ (npm run openapi). Sessions travel in an HttpOnly ' +
        'cookie; writes need a JSON content type. The WebSocket /ws is under x-websockets, its frames in ' +
        'components.schemas (ClientFrame, ServerFrame).',
    },
    paths,
    'x-websockets': socket.sockets,
    components: { schemas: socket.schemas },
  };
}
