/**
 * Contact details as the SPEC §5 rules read them: a phone is 7 to 15 digits, optionally
 * with a leading '+', spaces, dots, hyphens or parentheses (international or Panamanian,
 * e.g. "+507 6123-4567" or "6123 4567").
 */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** A practical e-mail check (one @, a dot in the domain, no spaces). */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim()) && value.trim().length <= 254;
}

/**
 * The link that opens a WhatsApp chat with `number` (https://wa.me/<digits>, which wants the
 * country code and digits only). A number written without a country code is Panamanian
 * (+507, eight digits at most); null when it is no phone number.
 */
export function whatsappHref(number: string): string | null {
  if (!isValidPhone(number)) return null;
  const digits = number.replace(/\D/g, '');
  const international =
    number.trim().startsWith('+') || digits.length > 8 ? digits : `507${digits}`;
  return `https://wa.me/${international}`;
}

export interface Sender {
  /** The display name, as mail programs show it ("Firefly Car Rental"), or null. */
  name: string | null;
  address: string;
}

const NAMED_SENDER = /^(.*?)\s*<([^<>]+)>$/;

/**
 * An e-mail sender as settings write it: an address ("reservas@firefly.example") or a name and
 * an address ("Firefly Car Rental <reservas@firefly.example>", the name optionally in double
 * quotes). Null when it is neither.
 */
export function parseSender(value: string): Sender | null {
  const text = value.trim();
  const named = NAMED_SENDER.exec(text);
  const name = named ? named[1].replace(/^"(.*)"$/, '$1').trim() : '';
  const address = (named ? named[2] : text).trim();
  if (!isValidEmail(address) || /[<>"]/.test(name)) return null;
  return { name: name || null, address };
}
