import { describe, expect, it } from 'vitest';
import { hasProof, newCode, proveCode } from './rights-code.ts';

const secret = 's'.repeat(32);
const now = new Date('2026-12-01T15:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('the one-time code of the renter’s rights', () => {
  it('proves the booking’s e-mail with the code sent, for that booking only', () => {
    const { code, ticket } = newCode(secret, 'firefly', 'r1', now);
    expect(code).toMatch(/^\d{6}$/);
    expect(ticket).not.toContain(code);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(proveCode(secret, 'firefly', 'r1', ticket, wrong, now)).toBeNull();
    expect(proveCode(secret, 'firefly', 'r2', ticket, code, now)).toBeNull();
    expect(proveCode(secret, 'tucan', 'r1', ticket, code, now)).toBeNull();
    const proof = proveCode(secret, 'firefly', 'r1', ticket, code, now);
    expect(proof).toBeTruthy();
    expect(hasProof(secret, 'firefly', 'r1', proof, later(29 * 60_000))).toBe(true);
    expect(hasProof(secret, 'firefly', 'r1', proof, later(31 * 60_000))).toBe(false);
    expect(hasProof(secret, 'firefly', 'r2', proof, now)).toBe(false);
    // The code's ticket is not a proof, and a proof is not a code's ticket.
    expect(hasProof(secret, 'firefly', 'r1', ticket, now)).toBe(false);
  });

  it('lets a code go after 15 minutes', () => {
    const { code, ticket } = newCode(secret, 'firefly', 'r1', now);
    expect(proveCode(secret, 'firefly', 'r1', ticket, code, later(16 * 60_000))).toBeNull();
  });
});
