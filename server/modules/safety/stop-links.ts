import { hmac, safeEqual } from '#platform/secrets';

/**
 * The stop link every contact message carries (ADR 216): stateless, signed with the server secret,
 * naming the member and the recipient (E.164 number or lower-case address). Whoever holds it can only
 * stop messages to that recipient, which is what the recipient asked for by opening it.
 */
const mac = (secret: string, memberId: number, recipient: string) =>
  hmac(secret, `safety-stop:${memberId}:${recipient}`).slice(0, 32);

export function stopToken(secret: string, memberId: number, recipient: string): string {
  return `${memberId}.${Buffer.from(recipient).toString('base64url')}.${mac(secret, memberId, recipient)}`;
}

export function readStopToken(secret: string, token: string): { memberId: number; recipient: string } | null {
  const [id, encoded, signature] = token.split('.');
  if (!id || !encoded || !signature) return null;
  const memberId = Number(id);
  const recipient = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!Number.isSafeInteger(memberId) || !recipient) return null;
  return safeEqual(signature, mac(secret, memberId, recipient)) ? { memberId, recipient } : null;
}
