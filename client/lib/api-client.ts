/** An HTTP failure from the API, carrying the status so callers can branch (e.g. 401 on the session check). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function looksLikeHtml(contentType: string | null, text: string): boolean {
  if (contentType?.includes('text/html')) return true;
  const start = text.trimStart().slice(0, 15).toLowerCase();
  return start.startsWith('<!doctype') || start.startsWith('<html');
}

function serverMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return null;
}

/**
 * Calls the API with the session cookie and a JSON content type (spec 01 §7).
 * Resolves to the parsed JSON body (undefined for an empty body) and the answer's headers; rejects with an
 * ApiError whose message is the server's `{message}`, else `${status}: ${body}`.
 */
export async function apiExchange(
  method: Method,
  path: string,
  body?: unknown,
): Promise<{ body: unknown; headers: Headers }> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // A JSON content type with an empty body is a 400 on Fastify, so body-less writes send {}.
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await response.text();

  // A proxy or fallback route answering with the SPA page instead of the API.
  if (looksLikeHtml(response.headers.get('content-type'), text)) {
    throw new ApiError(response.status, `Server returned HTML instead of JSON. Status: ${response.status}`);
  }
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(text) ?? `${response.status}: ${text || response.statusText}`);
  }
  return { body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** apiExchange's body alone: what almost every call needs. */
export async function apiRequest<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await apiExchange(method, path, body)).body as T;
}

export const api = {
  get: <T = unknown>(path: string) => apiRequest<T>('GET', path),
  post: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T = unknown>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
};
