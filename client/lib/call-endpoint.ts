import { isSchema, type EndpointRequest, type EndpointResponse, type EndpointSpec } from '#contracts/endpoint';
import { apiRequest } from './api-client';

/** `/api/taps/:userId` with {userId: 7} → `/api/taps/7` (each value encoded). */
export function endpointUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * Calls a declared endpoint (ADR 072): the URL is built from its path and params, the body is checked
 * with its schema before it leaves (the same message the server would give), and the answer is parsed
 * with its declared response schema, so a drifting server fails loudly here instead of deep in a screen.
 */
export async function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  request: EndpointRequest<E>,
): Promise<EndpointResponse<E>> {
  const { params, query, body } = request as { params?: object; query?: object; body?: unknown };
  const url = endpointUrl(endpoint.path, params as Record<string, unknown>, query as Record<string, unknown>);
  const sent = isSchema(endpoint.body) && body !== undefined ? endpoint.body.parse(body) : body;
  const answer = await apiRequest(endpoint.method, url, sent);
  const schemas = Object.values(endpoint.responses).filter(isSchema);
  if (schemas.length === 0) return undefined as EndpointResponse<E>;
  for (const schema of schemas.slice(1)) {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data as EndpointResponse<E>;
  }
  return schemas[0]!.parse(answer) as EndpointResponse<E>;
}
