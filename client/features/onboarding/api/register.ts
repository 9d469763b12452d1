import { useMutation } from '@tanstack/react-query';
import { authResponse, registerBody, type AuthResponse, type RegisterBody } from '#contracts';
import { api } from '#lib/api-client';

export { registerBody };

/** POST /api/auth/register → `{user}` (signed in), or `{requireTwoFA: true, email}` when 2FA was chosen. */
export async function register(body: RegisterBody): Promise<AuthResponse> {
  return authResponse.parse(await api.post('/api/auth/register', body));
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
