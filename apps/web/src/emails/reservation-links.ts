import { localizedPath, type Locale } from '@rental/domain/locale';

export interface ReservationLinks {
  /** The renter's page of the booking (/mi-reserva). */
  manage: string;
  /** The online pre-check-in, its code filled in; null when the brand has it switched off. */
  precheckin: string | null;
}

/** The links a reservation's e-mails carry, on the site's public origin (SITE_URL), in the booking's language. */
export function reservationLinks(
  origin: string,
  locale: Locale,
  code: string,
  precheckinEnabled: boolean,
): ReservationLinks {
  const base = origin.replace(/\/$/, '');
  const query = `?code=${encodeURIComponent(code)}`;
  return {
    manage: `${base}${localizedPath('/mi-reserva', locale)}${query}`,
    precheckin: precheckinEnabled ? `${base}${localizedPath('/precheckin', locale)}${query}` : null,
  };
}
