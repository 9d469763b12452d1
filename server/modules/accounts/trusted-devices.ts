import { hmac, randomToken, safeEqual } from '#platform/secrets';

/**
 * Device cookies (ADR 216, after OWASP's "device cookies" against lockout abuse): a browser that
 * completed a sign-in (password, and the code when two-factor is on) gets a signed token naming the
 * account. At login the per-account lock then binds strangers only; a known device has its own backoff
 * key, so failures for the owner's address from elsewhere cannot keep the owner out. Stateless: the
 * server secret signs it, and it proves nothing but "this browser signed in to this account before".
 */
export const DEVICE_COOKIE = 'vl_device';
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const mac = (secret: string, userId: number, deviceId: string) => hmac(secret, `device:${userId}:${deviceId}`);

export function issueDeviceToken(secret: string, userId: number): string {
  const deviceId = randomToken(16);
  return `${userId}.${deviceId}.${mac(secret, userId, deviceId)}`;
}

/** The device id when the token is genuine and names this account; otherwise null (a stranger). */
export function trustedDeviceId(secret: string, token: string | undefined, userId: number): string | null {
  const [id, deviceId, signature, ...rest] = (token ?? '').split('.');
  if (rest.length || !deviceId || !signature || id !== String(userId)) return null;
  return safeEqual(signature, mac(secret, userId, deviceId)) ? deviceId : null;
}
