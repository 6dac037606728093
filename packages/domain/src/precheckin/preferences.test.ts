import { describe, expect, it } from 'vitest';
import { issuesByPath } from './driver.ts';
import {
  preferencesFormSchema,
  preferencesFormValues,
  CONTACT_CHANNELS,
  defaultPreferences,
  EXTRAS,
  maxQuantity,
  preferencesSchema,
} from './preferences.ts';

const errors = (input: unknown) => {
  const r = preferencesSchema.safeParse(input);
  return r.success ? {} : issuesByPath(r.error);
};

describe('preferences', () => {
  it('lists the extras and channels', () => {
    expect(EXTRAS).toEqual([
      'child_seat',
      'booster_seat',
      'infant_seat',
      'gps',
      'wifi_hotspot',
      'roof_rack',
    ]);
    expect(CONTACT_CHANNELS).toEqual(['email', 'whatsapp', 'sms', 'phone']);
    expect(EXTRAS.map(maxQuantity)).toEqual([3, 3, 3, 1, 1, 1]);
  });
  it('defaults to nothing extra, e-mail contact and the visitor language', () => {
    expect(defaultPreferences('es')).toEqual({
      extras: {
        child_seat: 0,
        booster_seat: 0,
        infant_seat: 0,
        gps: 0,
        wifi_hotspot: 0,
        roof_rack: 0,
      },
      contact: ['email'],
      reminder_language: 'es',
      notes: '',
    });
    expect(defaultPreferences('en').reminder_language).toBe('en');
    expect(preferencesSchema.safeParse(defaultPreferences('en')).success).toBe(true);
  });
  it('accepts the upper bounds: 3 of each seat, 1 of the others', () => {
    const p = {
      ...defaultPreferences('en'),
      extras: {
        child_seat: 3,
        booster_seat: 3,
        infant_seat: 3,
        gps: 1,
        wifi_hotspot: 1,
        roof_rack: 1,
      },
    };
    expect(preferencesSchema.parse(p)).toEqual(p);
  });
  it.each([
    ['child_seat', 4],
    ['booster_seat', 4],
    ['infant_seat', -1],
    ['gps', 2],
    ['wifi_hotspot', 2],
    ['roof_rack', 0.5],
    ['child_seat', 1.5],
  ])('rejects %s = %s', (extra, n) => {
    const base = defaultPreferences('en');
    expect(errors({ ...base, extras: { ...base.extras, [extra]: n } })).toEqual({
      [`extras.${extra}`]: 'quantity',
    });
  });
  it('rejects a missing or non-numeric quantity', () => {
    const base = defaultPreferences('en');
    const { gps: _gps, ...noGps } = base.extras;
    expect(errors({ ...base, extras: noGps })).toEqual({ 'extras.gps': 'quantity' });
    expect(errors({ ...base, extras: { ...base.extras, child_seat: '2' } })).toEqual({
      'extras.child_seat': 'quantity',
    });
  });
  it('takes any channels, none included, and drops repeats', () => {
    const base = defaultPreferences('es');
    expect(preferencesSchema.parse({ ...base, contact: [] }).contact).toEqual([]);
    expect(
      preferencesSchema.parse({
        ...base,
        contact: ['whatsapp', 'sms', 'whatsapp', 'phone', 'email'],
      }).contact,
    ).toEqual(['whatsapp', 'sms', 'phone', 'email']);
    expect(errors({ ...base, contact: ['email', 'fax'] })).toEqual({ 'contact.1': 'required' });
  });
  it('needs a reminder language and keeps notes within 500 characters, trimmed', () => {
    const base = defaultPreferences('es');
    expect(errors({ ...base, reminder_language: 'fr' })).toEqual({ reminder_language: 'required' });
    expect(errors({ ...base, reminder_language: '' })).toEqual({ reminder_language: 'required' });
    expect(preferencesSchema.parse({ ...base, notes: `  ${'a'.repeat(500)}  ` }).notes).toBe(
      'a'.repeat(500),
    );
    expect(errors({ ...base, notes: 'a'.repeat(501) })).toEqual({ notes: 'tooLong' });
  });
});

describe('the preferences form', () => {
  const stored = {
    ...defaultPreferences('es'),
    contact: ['whatsapp', 'email'] as ('whatsapp' | 'email')[],
  };

  it('holds a tick box per channel and gives back the list in the channels’ order', () => {
    const form = preferencesFormValues(stored);
    expect(form.contact).toEqual({ email: true, whatsapp: true, sms: false, phone: false });
    const parsed = preferencesFormSchema.safeParse({
      ...form,
      contact: { ...form.contact, sms: true },
    });
    expect(parsed.success && parsed.data.contact).toEqual(['email', 'whatsapp', 'sms']);
  });

  it('checks the values by the preferences’ own rules, at their paths', () => {
    const form = preferencesFormValues(stored);
    const parsed = preferencesFormSchema.safeParse({
      ...form,
      extras: { ...form.extras, gps: 2 },
      notes: 'x'.repeat(501),
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(issuesByPath(parsed.error)).toEqual({ 'extras.gps': 'quantity', notes: 'tooLong' });
  });
});
