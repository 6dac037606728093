import { z } from 'zod';
import { isValidEmail, isValidPhone } from '../contact.ts';
import { ageOn } from '../age.ts';
import {
  COMPANY_NAME_MAX,
  isDv,
  isRuc,
  normalRuc,
  type StoredInvoice,
} from '../invoicing/customer.ts';

/**
 * The reservation's client form (SPEC §3/§5). Messages are catalogue keys in `booking.errors`
 * whose English texts are SPEC §5's: required → 'This field is required', age → 'Minimum age
 * required for reserve is 21 years', phone, email, terms; and for a company invoice ruc, dv.
 */
export const MINIMUM_AGE = 21;

const required = (max: number) =>
  z.string().trim().min(1, { message: 'required' }).max(max, { message: 'tooLong' });
const optional = (max: number) => z.string().trim().max(max, { message: 'tooLong' }).optional();

/**
 * Schemas already made, by pickup day: zod compiles a schema on its first parse, which cost a
 * fresh schema 40 times its parse (0.2 ms of every booking on the server). Bounded, so
 * that odd dates cannot grow it; the oldest goes first.
 */
const madeForDay = new Map<string, ReturnType<typeof makeRenterSchema>>();
const KEPT_DAYS = 400;

/** `pickupDate` is the Panama calendar date of the pickup: the renter must be 21 on that day. */
export function renterSchema(pickupDate: string) {
  let schema = madeForDay.get(pickupDate);
  if (!schema) {
    schema = makeRenterSchema(pickupDate);
    if (madeForDay.size >= KEPT_DAYS) madeForDay.delete(madeForDay.keys().next().value!);
    madeForDay.set(pickupDate, schema);
  }
  return schema;
}

function makeRenterSchema(pickupDate: string) {
  return z
    .object({
      name: required(80),
      last_name: required(80),
      email: required(254).refine(isValidEmail, { message: 'email' }),
      phone_number: required(30).refine(isValidPhone, { message: 'phone' }),
      license: required(40),
      birthday: required(10).superRefine((value, ctx) => {
        const age = ageOn(value, pickupDate);
        if (age === null) ctx.addIssue({ code: 'custom', message: 'invalidDate' });
        else if (age < MINIMUM_AGE) ctx.addIssue({ code: 'custom', message: 'age' });
      }),
      terms: z.literal(true, { message: 'terms' }),
      /** Offers and news by e-mail, and reminders by WhatsApp: each only with its own yes (Law 81). */
      marketing: z.boolean().default(false),
      whatsapp: z.boolean().default(false),
      /** An invoice in a company's name (Panama's e-invoice names its RUC, DV and legal name). */
      company_invoice: z.boolean().default(false),
      company_name: optional(COMPANY_NAME_MAX),
      company_ruc: optional(40),
      company_dv: optional(4),
    })
    .superRefine(companyProblems, {
      // Also beside the other fields' problems (an unticked terms box aborts by default), so
      // that the renter sees every problem of the form at once.
      when: ({ value }) => Boolean(value) && typeof value === 'object',
    });
}

type CompanyFields = {
  company_invoice?: unknown;
  company_name?: unknown;
  company_ruc?: unknown;
  company_dv?: unknown;
};

/** The company's fields are required, and well-formed, only when its invoice is asked. */
function companyProblems(value: CompanyFields, ctx: z.RefinementCtx) {
  if (value.company_invoice !== true) return;
  const problem = (path: keyof CompanyFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  if (!filled(value.company_name)) problem('company_name', 'required');
  if (!filled(value.company_ruc)) problem('company_ruc', 'required');
  else if (!isRuc(value.company_ruc)) problem('company_ruc', 'ruc');
  if (!filled(value.company_dv)) problem('company_dv', 'required');
  else if (!isDv(value.company_dv)) problem('company_dv', 'dv');
}

export type Renter = z.output<ReturnType<typeof renterSchema>>;

/**
 * The renter as the booking keeps it: the company's fields become `invoice` when its invoice
 * was asked, and are dropped otherwise.
 */
export function storedRenter(renter: Renter) {
  const { company_invoice, company_name, company_ruc, company_dv, ...rest } = renter;
  if (!company_invoice) return rest;
  const invoice: StoredInvoice = {
    ruc: normalRuc(company_ruc ?? ''),
    dv: (company_dv ?? '').trim(),
    name: company_name ?? '',
  };
  return { ...rest, invoice };
}
