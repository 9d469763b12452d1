import { isSchema, type EndpointRequest, type EndpointResponse, type EndpointSpec } from '#contracts/endpoint';
import { apiExchange } from './api-client';

/**
 * The first part of every query key of an endpoint's resource (ADR 093): its path up to the first
 * parameter (`/api/profile/:userId` → `/api/profile`). Invalidating `[resourceKey(endpoint)]` refreshes
 * every query of that resource, whichever feature reads it.
 */
export const resourceKey = (endpoint: Pick<EndpointSpec, 'path'>): string => endpoint.path.split('/:')[0]!;

/**
 * The query key of one read (ADR 093): the resource, then the rest of the path with each parameter's
 * value in its place (`/api/taps/:userId/sent` with {userId: 7} → `['/api/taps', 7, 'sent']`). The parts
 * joined with '/' are the GET path (spec 01 §7), and a key is a prefix of the keys of the paths below it.
 */
export function endpointKey(
  endpoint: Pick<EndpointSpec, 'path'>,
  params?: Record<string, unknown>,
): readonly [string, ...unknown[]] {
  const resource = resourceKey(endpoint);
  const rest = endpoint.path.slice(resource.length).split('/').filter(Boolean);
  return [
    resource,
    ...rest.map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params?.[part.slice(1)];
      if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing path parameter ${part}`);
      return value;
    }),
  ];
}

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
  return (await callEndpointWithHeaders(endpoint, request)).data;
}

/** callEndpoint, also handing back the answer's headers (discovery's next-page cursor travels in one). */
export async function callEndpointWithHeaders<E extends EndpointSpec>(
  endpoint: E,
  request: EndpointRequest<E>,
): Promise<{ data: EndpointResponse<E>; headers: Headers }> {
  const { params, query, body } = request as { params?: object; query?: object; body?: unknown };
  const url = endpointUrl(endpoint.path, params as Record<string, unknown>, query as Record<string, unknown>);
  // Sent as the schema's output (a phone number in E.164, trimmed text). A schema whose output is not a
  // valid input (keywordBody turns text into a list) goes through the staff console's callEndpointAs.
  const sent = isSchema(endpoint.body) && body !== undefined ? endpoint.body.parse(body) : body;
  const { body: answer, headers } = await apiExchange(endpoint.method, url, sent);
  return { data: parseAnswer(endpoint, answer), headers };
}

function parseAnswer<E extends EndpointSpec>(endpoint: E, answer: unknown): EndpointResponse<E> {
  const schemas = Object.values(endpoint.responses).filter(isSchema);
  if (schemas.length === 0) return undefined as EndpointResponse<E>;
  for (const schema of schemas.slice(1)) {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data as EndpointResponse<E>;
  }
  return schemas[0]!.parse(answer) as EndpointResponse<E>;
}
