/**
 * Whom an electronic invoice names (Panama's DGI): the renter as a consumer, or a taxpayer
 * ("contribuyente") with its RUC, check digit (DV) and legal name ("razón social").
 *
 * The RUC is checked for its format only, not against its DV. The DGI's DV algorithm is
 * published as a PDF that was not at hand; the public re-implementations of it disagree on
 * several kinds of RUC (naturalised, NT, old companies) and on whether the number alone says
 * which kind it is. Refusing a real company's RUC would stop a booking, and the DGI checks the
 * pair when the invoice is issued, so a wrong DV is the invoicing's to report.
 */

/** A province of a cédula: 1 to 13 (13 is Panamá Oeste). */
const PROVINCE = '(?:[1-9]|1[0-3])';

/**
 * The forms a RUC takes, with its hyphens and without its DV, in capitals:
 * - a cédula or a company, three numbers: `8-123-456`, `155596713-2-2015`, `1234-123-12345`;
 * - a cédula of before the current system (AV) or of the indigenous population (PI): `8AV-12-345`;
 * - a Panamanian born abroad (PE), a foreigner (E), a naturalised Panamanian (N): `PE-12-345`;
 * - a taxpayer number (NT) given to those without another: `8-NT-1-234`, also written `8NT-1-234`.
 * The site's guard in the CMS mirrors it (services/cms/extensions/website-guard/rules.js).
 */
export const RUC_FORMAT = new RegExp(
  '^(?:' +
    [
      '[1-9]\\d{0,9}-\\d{1,4}-\\d{1,7}',
      `${PROVINCE}(?:AV|PI)-\\d{1,4}-\\d{1,6}`,
      '(?:PE|E|N)-\\d{1,4}-\\d{1,6}',
      `${PROVINCE}-?NT-\\d{1,4}(?:-\\d{1,4})?-\\d{1,6}`,
    ].join('|') +
    ')$',
);

/** The DV as the DGI prints it: one or two digits (`8`, `59`). */
export const DV_FORMAT = /^\d{1,2}$/;

/** The longest legal name an invoice carries (the DGI's receiver name field). */
export const COMPANY_NAME_MAX = 100;

/** A RUC as typed made comparable: capitals, no spaces, any dash a hyphen. */
export function normalRuc(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-');
}

export const isRuc = (value: string) => RUC_FORMAT.test(normalRuc(value));
export const isDv = (value: string) => DV_FORMAT.test(value.trim());

export type InvoiceCustomer =
  { kind: 'consumer' } | { kind: 'company'; ruc: string; dv: string; name: string };

/** What the booking stores in its `client` when the renter asks for a company invoice. */
export type StoredInvoice = { ruc: string; dv: string; name: string };

const record = (value: unknown): Record<string, unknown> | null => {
  if (typeof value === 'string') {
    try {
      return record(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Whom to invoice for a stored reservation's `client` (an object, or JSON text as SQLite gives
 * it): the company of its `invoice` when that is whole and well-formed, else the renter as a
 * consumer (an invoice to a consumer is always valid; one to a malformed company is not).
 */
export function invoiceCustomerOf(client: unknown): InvoiceCustomer {
  const invoice = record(record(client)?.invoice);
  const ruc = normalRuc(text(invoice?.ruc));
  const dv = text(invoice?.dv);
  const name = text(invoice?.name);
  return RUC_FORMAT.test(ruc) && DV_FORMAT.test(dv) && name && name.length <= COMPANY_NAME_MAX
    ? { kind: 'company', ruc, dv, name }
    : { kind: 'consumer' };
}
