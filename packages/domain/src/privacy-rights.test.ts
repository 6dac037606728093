import { describe, expect, it } from 'vitest';
import { legalDeadline, privacyRequestSchema } from './privacy-rights.ts';

describe('the renter’s requests', () => {
  it('are answered within ten business days, counted on Panama’s calendar', () => {
    // Monday 30 November 2026, 10:00 in Panama: two weeks later, Monday 14 December.
    expect(legalDeadline(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-14');
    // Friday evening in Panama (Saturday in UTC) still counts from Friday.
    expect(legalDeadline(new Date('2026-12-05T03:00:00Z'))).toBe('2026-12-18');
    // Made on a Saturday: the count starts on Monday.
    expect(legalDeadline(new Date('2026-12-05T15:00:00Z'))).toBe('2026-12-18');
  });

  it('need details, but for a deletion', () => {
    expect(privacyRequestSchema.safeParse({ kind: 'cancellation' }).success).toBe(true);
    const missing = privacyRequestSchema.safeParse({ kind: 'rectification', details: '  ' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['details'], message: 'details' });
    expect(privacyRequestSchema.safeParse({ kind: 'erase', details: 'x' }).success).toBe(false);
    expect(
      privacyRequestSchema.safeParse({ kind: 'objection', details: 'x'.repeat(2001) }).error
        ?.issues[0].message,
    ).toBe('tooLong');
  });
});
