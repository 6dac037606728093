import { z } from 'zod';
import { LOCALES, type Locale } from '../locale.ts';

/**
 * The renter's pre-check-in preferences: extras to have ready at pickup, how to be contacted and
 * in which language reminders go. Messages are catalogue keys in `precheckin.errors`.
 */
export const EXTRAS = [
  'child_seat',
  'booster_seat',
  'infant_seat',
  'gps',
  'wifi_hotspot',
  'roof_rack',
] as const;
export type Extra = (typeof EXTRAS)[number];

export const CONTACT_CHANNELS = ['email', 'whatsapp', 'sms', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

const SEATS: readonly Extra[] = ['child_seat', 'booster_seat', 'infant_seat'];

/** Seats: up to 3; the others: 0 or 1. */
export function maxQuantity(extra: Extra): number {
  return SEATS.includes(extra) ? 3 : 1;
}

const quantity = (extra: Extra) =>
  z
    .number({ message: 'quantity' })
    .int({ message: 'quantity' })
    .min(0, { message: 'quantity' })
    .max(maxQuantity(extra), { message: 'quantity' });

export const preferencesSchema = z.object({
  extras: z.object(
    {
      child_seat: quantity('child_seat'),
      booster_seat: quantity('booster_seat'),
      infant_seat: quantity('infant_seat'),
      gps: quantity('gps'),
      wifi_hotspot: quantity('wifi_hotspot'),
      roof_rack: quantity('roof_rack'),
    },
    { message: 'quantity' },
  ),
  /** Channels the renter accepts; repeats are dropped (first occurrence kept). */
  contact: z
    .array(z.enum(CONTACT_CHANNELS, { message: 'required' }), { message: 'required' })
    .transform((channels) => [...new Set(channels)]),
  reminder_language: z.enum(LOCALES, { message: 'required' }),
  notes: z.string({ message: 'required' }).trim().max(500, { message: 'tooLong' }),
});

export type Preferences = z.output<typeof preferencesSchema>;

/** The preferences as their form holds them (a tick box per contact channel), checked by the same rules. */
export const preferencesFormSchema = preferencesSchema
  .extend({ contact: z.record(z.enum(CONTACT_CHANNELS), z.boolean()) })
  .transform(({ contact, ...rest }) => ({
    ...rest,
    contact: CONTACT_CHANNELS.filter((channel) => contact[channel]),
  }))
  .pipe(preferencesSchema);

export type PreferencesFormValues = z.input<typeof preferencesFormSchema>;

export function preferencesFormValues(preferences: Preferences): PreferencesFormValues {
  const ticked = (channel: ContactChannel) => preferences.contact.includes(channel);
  return {
    ...preferences,
    contact: Object.fromEntries(CONTACT_CHANNELS.map((c) => [c, ticked(c)])) as Record<
      ContactChannel,
      boolean
    >,
  };
}

export function defaultPreferences(language: Locale): Preferences {
  return {
    extras: {
      child_seat: 0,
      booster_seat: 0,
      infant_seat: 0,
      gps: 0,
      wifi_hotspot: 0,
      roof_rack: 0,
    },
    contact: ['email'],
    reminder_language: language,
    notes: '',
  };
}
