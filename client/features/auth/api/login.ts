import { useMutation } from '@tanstack/react-query';
import { authResponse, loginBody, type AuthResponse, type LoginBody } from '#contracts';
import { api } from '#lib/api-client';

export { loginBody };

/** POST /api/auth/login → `{user}`, or `{requireTwoFA: true, email}` when a code was e-mailed. */
export async function login(body: LoginBody): Promise<AuthResponse> {
  return authResponse.parse(await api.post('/api/auth/login', body));
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
