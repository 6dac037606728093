import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_MS } from '@rental/domain/privacy-rights';
import { readToken, signToken } from '../precheckin/token.ts';

/**
 * The one-time code that proves the booking's e-mail before a renter's data is given out or a
 * request made (docs/privacy.md): six digits e-mailed to the booking's address; the browser
 * holds a signed ticket with the code's keyed hash, never the code. Typing it right gives a
 * second ticket, the proof, valid for 30 minutes on that booking only. Stateless: any of the
 * site's processes checks either ticket.
 */
const PROOF_MS = 30 * 60_000;

const hashOf = (secret: string, reservation: string, code: string) =>
  createHmac('sha256', secret).update(`rights-code:${reservation}:${code}`).digest('base64url');

export function newCode(
  secret: string,
  brand: string,
  reservation: string,
  now: Date,
): { code: string; ticket: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ticket = signToken(secret, {
    purpose: 'rights-code',
    reservation,
    brand,
    exp: now.getTime() + CODE_MS,
    proof: hashOf(secret, reservation, code),
  });
  return { code, ticket };
}

/** The proof ticket when `code` is the one e-mailed for `ticket`; null otherwise (or expired). */
export function proveCode(
  secret: string,
  brand: string,
  reservation: string,
  ticket: unknown,
  code: string,
  now: Date,
): string | null {
  const read = readToken(secret, ticket, 'rights-code', brand, now);
  if (!read.ok || read.token.reservation !== reservation || !read.token.proof) return null;
  const expected = Buffer.from(read.token.proof);
  const given = Buffer.from(hashOf(secret, reservation, code));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return signToken(secret, {
    purpose: 'rights',
    reservation,
    brand,
    exp: now.getTime() + PROOF_MS,
  });
}

/** Whether `proof` is a valid proof ticket for this booking. */
export const hasProof = (
  secret: string,
  brand: string,
  reservation: string,
  proof: unknown,
  now: Date,
) => {
  const read = readToken(secret, proof, 'rights', brand, now);
  return read.ok && read.token.reservation === reservation;
};
