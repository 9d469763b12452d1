import { z, type ZodType } from 'zod';

/**
 * One declared object per API endpoint (issue 11, ADR 072): method, path, the schemas of its
 * params, query and body, and the schema of each answer. The server route (server/http/endpoint.ts),
 * the client call (client/lib/call-endpoint.ts) and the OpenAPI document (contracts/openapi.ts →
 * docs/openapi.json) are all derived from it, so they cannot disagree.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not JSON (a file, a page): described for the docs, never validated. */
export interface RawResponse {
  kind: 'raw';
  contentType: string;
  description: string;
}
/** A 204 with no body. */
export interface EmptyResponse {
  kind: 'empty';
  description: string;
}
export type ResponseSpec = ZodType | RawResponse | EmptyResponse;

/** A request body that is not JSON (a raw file upload): described for the docs, read by the handler. */
export interface UploadBody {
  kind: 'upload';
  contentTypes: readonly string[];
  description: string;
}

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify's spelling (`/api/taps/:userId`); the OpenAPI document writes `{userId}`. */
  path: string;
  summary: string;
  /** Who may call it, in words (the authorization itself is the route's guard; see route-access.ts). */
  access: 'public' | 'member' | 'moderator' | 'admin' | 'development';
  params?: ZodType;
  query?: ZodType;
  /**
   * The JSON body schema; `noBody` for writes that accept nothing (none or {}; a stray field is a
   * 400 naming it); an UploadBody for raw files. Absent: the body is not read.
   */
  body?: ZodType | UploadBody | typeof noBody;
  /** An absent JSON body reads as {} (an explicit null, array or string is still a 400). */
  optionalBody?: boolean;
  responses: Readonly<Record<number, ResponseSpec>>;
}

/** Declares an endpoint, keeping every schema's exact type for the server handler and the client. */
export const defineEndpoint = <const E extends EndpointSpec>(endpoint: E): E => endpoint;

/** Marker: this write takes no body (none or {}). */
export const noBody = { kind: 'no-body' } as const;

export const rawResponse = (contentType: string, description: string): RawResponse => ({
  kind: 'raw',
  contentType,
  description,
});
export const emptyResponse = (description = 'No content'): EmptyResponse => ({ kind: 'empty', description });
export const uploadBody = (contentTypes: readonly string[], description: string): UploadBody => ({
  kind: 'upload',
  contentTypes,
  description,
});

export const isSchema = (value: unknown): value is ZodType => value instanceof z.ZodType;

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;
type Sent<S> = S extends ZodType ? z.input<S> : undefined;

/** What the server handler receives, already validated. */
export interface EndpointInput<E extends EndpointSpec> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: E['body'] extends ZodType ? z.output<E['body']> : E['body'] extends UploadBody ? unknown : undefined;
}

/** What a client sends: the schemas' input types (before defaults and coercion). */
export type EndpointRequest<E extends EndpointSpec> = (E['params'] extends ZodType
  ? { params: Sent<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends ZodType ? { query?: Sent<E['query']> } : { query?: undefined }) &
  (E['body'] extends ZodType
    ? E['optionalBody'] extends true
      ? { body?: Sent<E['body']> }
      : { body: Sent<E['body']> }
    : { body?: undefined });

type JsonResponses<E extends EndpointSpec> = {
  [K in keyof E['responses']]: E['responses'][K] extends ZodType ? E['responses'][K] : never;
}[keyof E['responses']];

/** The JSON a successful call answers with (the union of the declared JSON answers). */
export type EndpointResponse<E extends EndpointSpec> = [JsonResponses<E>] extends [never]
  ? undefined
  : z.output<JsonResponses<E>>;
