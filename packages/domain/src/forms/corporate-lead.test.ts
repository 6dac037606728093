import { describe, expect, it } from 'vitest';
import { corporateLeadErrors, corporateLeadSchema } from './corporate-lead.ts';

const valid = {
  company: 'Constructora Istmo',
  name: 'Ana Pérez',
  email: 'ana@istmo.com.pa',
  phone: '+507 6123-4567',
  fleetSize: '12',
  message: 'Necesitamos 12 pick-ups.',
};

describe('corporate lead form', () => {
  it('accepts a complete enquiry and reads the fleet size as a number', () => {
    expect(corporateLeadSchema.parse(valid)).toMatchObject({
      fleetSize: 12,
      company: 'Constructora Istmo',
    });
    expect(
      corporateLeadSchema.parse({ ...valid, fleetSize: '', message: '' }).fleetSize,
    ).toBeNull();
  });
  it('names every problem with a catalogue key', () => {
    const r = corporateLeadSchema.safeParse({
      company: ' ',
      name: '',
      email: 'ana@',
      phone: '12',
      fleetSize: '-3',
      message: 'x'.repeat(2001),
    });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(corporateLeadErrors(r.error)).toEqual({
        company: 'required',
        name: 'required',
        email: 'email',
        phone: 'phone',
        fleetSize: 'fleetSize',
        message: 'tooLong',
      });
  });
});
