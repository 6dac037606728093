import { localizedPath, type Locale } from '@rental/domain/locale';

export interface ReservationLinks {
  /** The renter's page of the booking (/mi-reserva). */
  manage: string;
  /**
   * The online pre-check-in, its code filled in; null when the brand has it switched off or
   * the renter has done it already: the e-mails then leave its button out.
   */
  precheckin: string | null;
}

/** The links of a reservation's e-mails, on SITE_URL, in the booking's language; `offerPrecheckin` when on and not done yet. */
export function reservationLinks(
  origin: string,
  locale: Locale,
  code: string,
  offerPrecheckin: boolean,
): ReservationLinks {
  const base = origin.replace(/\/$/, '');
  const query = `?code=${encodeURIComponent(code)}`;
  return {
    manage: `${base}${localizedPath('/mi-reserva', locale)}${query}`,
    precheckin: offerPrecheckin ? `${base}${localizedPath('/precheckin', locale)}${query}` : null,
  };
}
