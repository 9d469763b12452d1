import type { ZodError, ZodType } from 'zod';

/** The one error type services throw: an HTTP status and a message a user can read. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    /** Extra machine-readable fields for the error body (e.g. Guardian's `policy`). */
    public readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message, 'bad_request');
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message, 'unauthorized');
export const forbidden = (message = 'Access denied') => new AppError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const conflict = (message: string) => new AppError(409, message, 'conflict');
export const tooMany = (message: string) => new AppError(429, message, 'rate_limited');

/**
 * A readable one-line summary of what was wrong with the input that always names the field
 * (issue 10, issue 14 §11): "displayName: Required", "age: Invalid input: expected number, received
 * string", or the contract's own sentence when it already names the field ("Email is too long").
 */
export function describeZodError(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  const path = first.path.map(String).join('.');
  const field = String(first.path.at(-1) ?? '');
  if (first.code === 'unrecognized_keys') {
    return `${path ? `${path}: ` : ''}Unknown field${first.keys.length > 1 ? 's' : ''}: ${first.keys.join(', ')}`;
  }
  // zod 4 does not keep the input on issues: a missing value reads "received undefined".
  if (first.code === 'invalid_type' && /received undefined/.test(first.message))
    return path ? `${path}: Required` : 'Request body is required';
  return !path || mentionsField(first.message, field) ? first.message : `${path}: ${first.message}`;
}

/** Whether a message already names the field, as a word: "displayName" or "Display name" (not "id" in "Invalid"). */
export function mentionsField(message: string, field: string): boolean {
  if (!field || /^\d+$/.test(field)) return false;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return [field, spaced].some((w) => new RegExp(`(^|[^A-Za-z0-9])${escape(w)}($|[^A-Za-z0-9])`, 'i').test(message));
}

/** Validate input with a shared contract; a mismatch is the client's mistake, so a 400. */
export function parse<T extends ZodType>(schema: T, input: unknown): ReturnType<T['parse']> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data as ReturnType<T['parse']>;
}

/** An absent body reads as {}; an explicit null, array or string does not (it is a client mistake). */
export const bodyOrEmpty = (body: unknown): unknown => (body === undefined ? {} : body);

/** Calls that take no body accept none or {}; anything else is a 400 naming the stray field. */
export function parseEmptyBody(body: unknown): void {
  if (
    body === undefined ||
    (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0)
  )
    return;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('This request takes no body');
  throw badRequest(`Unknown field${Object.keys(body).length > 1 ? 's' : ''}: ${Object.keys(body).join(', ')}`);
}

/** PostgreSQL SQLSTATEs and socket errors meaning "the database is away for now" (restart, failover). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error (or one it wraps, e.g. drizzle's DrizzleQueryError `cause`) says the database
 * cannot be reached right now: answered 503 "try again" rather than 500 (issue 16, ADR 110).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /^Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
  }
  return false;
}
