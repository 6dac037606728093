import { z } from 'zod';

/**
 * The privacy notice (Law 81 of 2019): the info page whose slug contains "privacidad", which
 * staff keep in Studio. The version a renter accepts is that page's slug and its last update,
 * recorded with the booking, so that the text accepted can always be told apart from a later one.
 */
export const PRIVACY_PATH = '/info/privacidad';
const PRIVACY_SLUG_PART = 'privacidad';

export interface InfoPageStamp {
  slug: string;
  /** The page's last update (ISO), or null when it was never changed since it was created. */
  updated: string | null;
}

export interface PrivacyNotice {
  path: string;
  /** `<slug>@<last update>`; `@original` for a page never updated. */
  version: string;
}

export function privacyNotice(pages?: readonly InfoPageStamp[] | null): PrivacyNotice {
  const page = pages?.find((p) => p.slug.includes(PRIVACY_SLUG_PART));
  if (!page) return { path: PRIVACY_PATH, version: 'privacidad@original' };
  return { path: `/info/${page.slug}`, version: `${page.slug}@${page.updated ?? 'original'}` };
}

/** The renter's optional messages, each a yes or no of its own (the booking form, /mi-reserva). */
export const optInsSchema = z.object({ marketing: z.boolean(), whatsapp: z.boolean() }).strict();
export type OptIns = z.output<typeof optInsSchema>;
