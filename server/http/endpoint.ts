import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  isSchema,
  noBody,
  type EndpointInput,
  type EndpointResponse,
  type EndpointSpec,
  type RawResponse,
} from '#contracts/endpoint';
import { AppError, bodyOrEmpty, describeZodError, parse, parseEmptyBody } from './errors';

/**
 * Registers a Fastify route from its declared endpoint (ADR 072): the path and method come from the
 * object, params → query → body are validated with its schemas by `parse` (the same 400s naming the
 * field as before), and the handler is typed from them. With response validation on (the API tests),
 * every JSON answer is checked against the declared schema of its status, so a drifting response
 * fails the test that made it.
 */
export type EndpointHandler<E extends EndpointSpec> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | RawPayload<E> | FastifyReply | void>;

/** A file or page answer may be returned as is when the endpoint declares one. */
type RawPayload<E extends EndpointSpec> = [Extract<E['responses'][keyof E['responses']], RawResponse>] extends [never]
  ? never
  : string | Uint8Array;

const VALIDATE = 'vibelineValidatesResponses';

/** Turns response validation on for this app and every scope registered in it (call before routes). */
export function validateResponses(app: FastifyInstance): void {
  if (!app.hasDecorator(VALIDATE)) app.decorate(VALIDATE, true);
}

export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteShorthandOptions,
  handler: EndpointHandler<E>,
): void {
  const checking = app.hasDecorator(VALIDATE);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const input = {
        params: endpoint.params ? parse(endpoint.params, request.params) : undefined,
        query: endpoint.query ? parse(endpoint.query, request.query) : undefined,
        body: readBody(endpoint, request.body),
      } as EndpointInput<E>;
      const result = await handler(input, request, reply);
      if (checking && result !== reply && result !== undefined) checkResponse(endpoint, reply.statusCode, result);
      return result;
    },
  });
}

function readBody(endpoint: EndpointSpec, body: unknown): unknown {
  const declared = endpoint.body;
  if (declared === undefined) return undefined;
  if (declared === noBody) {
    parseEmptyBody(body);
    return undefined;
  }
  if (isSchema(declared)) return parse(declared, endpoint.optionalBody ? bodyOrEmpty(body) : body);
  return body; // a raw upload: the handler reads the buffer
}

/** The answer as the client will read it (dates become strings), checked against its status's schema. */
export function checkResponse(endpoint: EndpointSpec, status: number, payload: unknown): void {
  const where = `${endpoint.method} ${endpoint.path} → ${status}`;
  const declared = endpoint.responses[status];
  if (!declared) throw new AppError(500, `Response contract: ${where} is not a declared answer`);
  if (!isSchema(declared)) return;
  const json: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
  const result = declared.safeParse(json);
  if (!result.success)
    throw new AppError(500, `Response contract: ${where} does not match: ${describeZodError(result.error)}`);
}
