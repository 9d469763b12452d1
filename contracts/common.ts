import { z } from 'zod';

/** Every error the API returns has this shape (spec: "{message} on error"). */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Path ids are positive integers; anything else is a 400, never a database error. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const userIdParams = z.object({ userId: idParam }).strict();
export const idParams = z.object({ id: idParam }).strict();

/** Text that is trimmed, must not be blank, and has a maximum length. */
export const requiredText = (max: number, label = 'Value') =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const okBody = z.object({ ok: z.literal(true) });
