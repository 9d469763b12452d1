import type { ZodType } from 'zod';

/** Checks a form with the shared contract: the first message per field, or null when valid. */
export function fieldErrors(schema: ZodType, value: unknown): Record<string, string> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message.replace(/^is required$/, 'Required');
  }
  return errors;
}
