import { hmac, randomToken, safeEqual, sha256 } from '#platform/secrets';

/**
 * Device cookies (ADR 216, after OWASP's "device cookies" against lockout abuse): a browser that
 * completed a sign-in (password, and the code when two-factor is on) gets a signed token naming the
 * account. At login the per-account lock then binds strangers only; a known device has its own backoff
 * key, so failures for the owner's address from elsewhere cannot keep the owner out. Stateless: the
 * server secret signs it, and it proves nothing but "this browser signed in to this account before".
 * The signature also covers the account's current password hash (ADR 221): a password change or reset
 * (decision 6 ends every session) turns every earlier device cookie into a stranger's, so a stolen laptop
 * keeps no budget of guesses of its own.
 */
export const DEVICE_COOKIE = 'vl_device';
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** What a device cookie is bound to: the account and its current password. */
export interface DeviceAccount {
  id: number;
  passwordHash: string;
}

const mac = (secret: string, account: DeviceAccount, deviceId: string) =>
  hmac(secret, `device:${account.id}:${deviceId}:${sha256(account.passwordHash)}`);

export function issueDeviceToken(secret: string, account: DeviceAccount): string {
  const deviceId = randomToken(16);
  return `${account.id}.${deviceId}.${mac(secret, account, deviceId)}`;
}

/** The device id when the token is genuine, names this account and predates no password change; else null. */
export function trustedDeviceId(secret: string, token: string | undefined, account: DeviceAccount): string | null {
  const [id, deviceId, signature, ...rest] = (token ?? '').split('.');
  if (rest.length || !deviceId || !signature || id !== String(account.id)) return null;
  return safeEqual(signature, mac(secret, account, deviceId)) ? deviceId : null;
}
