import { describe, expect, it } from 'vitest';
import { isLeadMessage, leadMessageKey, leadRecipient } from './lead-notice.ts';

describe('the corporate lead notice', () => {
  it('goes to the leads address staff set, else the contact address, else nowhere', () => {
    expect(leadRecipient('empresas@brand.example', 'reservas@brand.example')).toBe(
      'empresas@brand.example',
    );
    expect(leadRecipient('  ', ' reservas@brand.example ')).toBe('reservas@brand.example');
    expect(leadRecipient(null, undefined)).toBeNull();
  });

  it('has one key per lead, apart from the bookings’ messages', () => {
    expect(leadMessageKey('42')).toBe('staff_corporate_lead:42');
    expect(isLeadMessage('staff_corporate_lead')).toBe(true);
    expect(isLeadMessage('staff_new_booking')).toBe(false);
  });
});
