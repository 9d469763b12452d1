import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionUser, type SessionUser } from '#contracts';
import { api, ApiError } from '#lib/api-client';

/** The `{user}` envelope of the login, verify-2fa and register answers. */
export const sessionResponse = z.object({ user: sessionUser });

/**
 * GET /api/auth/user answers the user object itself (spec 01 §7) and 401 when signed out; the
 * `{user}` envelope is accepted too so either reading of the spec keeps working.
 */
const currentUserResponse = z.union([sessionResponse.transform((body) => body.user), sessionUser]);

export const sessionQueryKey = ['/api/auth/user'] as const;

export async function getSession(): Promise<SessionUser | null> {
  try {
    return currentUserResponse.parse(await api.get(sessionQueryKey[0]));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession });
}
