import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring capabilities for one reservation (sessions, the preferences link), so the
 * browser never holds a guessable id; the purpose is signed too.
 */
export type TokenPurpose = 'session' | 'preferences' | 'manage' | 'rights-code' | 'rights';
export interface PrecheckinToken {
  purpose: TokenPurpose;
  reservation: string;
  brand: string;
  /** Expiry, ms since the epoch. */
  exp: number;
  /** A one-time code's keyed hash (rights-code): what the renter must type to match. */
  proof?: string;
}
export type TokenCheck =
  { ok: true; token: PrecheckinToken } | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function signToken(secret: string, token: PrecheckinToken): string {
  const body = b64(JSON.stringify(token));
  return `${body}.${b64(mac(secret, body))}`;
}

export function readToken(
  secret: string,
  value: unknown,
  purpose: TokenPurpose,
  brand: string,
  now: Date,
): TokenCheck {
  if (typeof value !== 'string' || value.length > 1000) return { ok: false, reason: 'invalid' };
  const [body, signature, ...rest] = value.split('.');
  if (!body || !signature || rest.length) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let token: PrecheckinToken;
  try {
    token = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PrecheckinToken;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    token.purpose !== purpose ||
    token.brand !== brand ||
    typeof token.reservation !== 'string' ||
    typeof token.exp !== 'number'
  )
    return { ok: false, reason: 'invalid' };
  return token.exp > now.getTime() ? { ok: true, token } : { ok: false, reason: 'expired' };
}
