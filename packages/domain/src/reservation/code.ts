/**
 * The short code a renter quotes at the counter: a brand letter and six characters without
 * look-alikes (no 0/O, 1/I/L), e.g. "F-7K3M9Q". About 10⁹ codes per brand; the CMS field is
 * unique, so the server draws again on the rare collision.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RESERVATION_CODE = /^[A-Z]-[A-HJ-KM-NP-Z2-9]{6}$/;

export function reservationCode(brand: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < 6) throw new RangeError('reservationCode needs 6 random bytes');
  let body = '';
  for (let i = 0; i < 6; i++) body += ALPHABET[randomBytes[i] % ALPHABET.length];
  return `${brand.charAt(0).toUpperCase()}-${body}`;
}
