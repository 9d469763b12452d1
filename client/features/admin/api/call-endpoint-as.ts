import type { z, ZodType } from 'zod';
import { isSchema, type EndpointRequest, type EndpointSpec } from '#contracts/endpoint';
import { apiRequest } from '#lib/api-client';
import { endpointUrl } from '#lib/call-endpoint';

/**
 * `callEndpoint` for the few staff reads that read their answer with a more tolerant schema than the
 * declared one (ADR 095): a queue item without `subject`, a trust source added later. The URL and the
 * body check come from the endpoint declaration as in `callEndpoint`; only the answer's schema differs.
 * The body is checked with the declared schema but sent as written: a schema that reshapes its input
 * (keywordBody turns `keyword` text into a list) must reach the server in the shape it parses.
 */
export async function callEndpointAs<E extends EndpointSpec, S extends ZodType>(
  endpoint: E,
  request: EndpointRequest<E>,
  schema: S,
): Promise<z.output<S>> {
  const { params, query, body } = request as { params?: object; query?: object; body?: unknown };
  const url = endpointUrl(endpoint.path, params as Record<string, unknown>, query as Record<string, unknown>);
  if (isSchema(endpoint.body) && body !== undefined) endpoint.body.parse(body);
  return schema.parse(await apiRequest(endpoint.method, url, body)) as z.output<S>;
}
