import { useMutation } from '@tanstack/react-query';
import { guardianDemoResponse, guardianEndpoints, type GuardianDemoResponse } from '#contracts';
import { endpointUrl } from '#lib/call-endpoint';

export type GuardianDemoInput = { content: string; trustScore: number };
export type { GuardianDemoResponse };

/** Spec 02 §8: a failed analysis shows the HTTP status and status text, else this fallback. */
export const ANALYZE_FALLBACK_ERROR = 'Failed to analyze content';

/** A failed POST /Guardian: `title` is "429 Too Many Requests"; `detail` is the server's {message}. */
export class GuardianDemoError extends Error {
  readonly detail: string | null;

  constructor(title: string, detail: string | null = null) {
    super(title);
    this.name = 'GuardianDemoError';
    this.detail = detail;
  }
}

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // No JSON body: the status line alone describes the failure.
  }
  return null;
}

/**
 * POST /Guardian (public, no session needed). Fetched directly rather than through `callEndpoint`
 * because the spec's error wording is the raw HTTP status line; the URL and the body schema still
 * come from the declared endpoint (ADR 095).
 */
export async function analyzeContent(input: GuardianDemoInput): Promise<GuardianDemoResponse> {
  const body = guardianEndpoints.demo.body.parse(input);
  let response: Response;
  try {
    response = await fetch(endpointUrl(guardianEndpoints.demo.path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new GuardianDemoError(ANALYZE_FALLBACK_ERROR);
  }
  if (!response.ok) {
    const statusLine = `${response.status} ${response.statusText}`.trim();
    throw new GuardianDemoError(response.status ? statusLine : ANALYZE_FALLBACK_ERROR, await readMessage(response));
  }
  const parsed = guardianDemoResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new GuardianDemoError(ANALYZE_FALLBACK_ERROR);
  return parsed.data;
}

export function useAnalyzeContent() {
  return useMutation({ mutationFn: analyzeContent });
}
