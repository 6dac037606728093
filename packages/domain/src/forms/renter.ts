import { z } from 'zod';
import { isValidEmail, isValidPhone } from '../contact.ts';
import { ageOn } from '../age.ts';

/**
 * The reservation's client form (SPEC §3/§5). Messages are catalogue keys in `booking.errors`
 * whose English texts are SPEC §5's: required → 'This field is required', age → 'Minimum age
 * required for reserve is 21 years', phone, email, terms.
 */
export const MINIMUM_AGE = 21;

const required = (max: number) =>
  z.string().trim().min(1, { message: 'required' }).max(max, { message: 'tooLong' });

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
  return z.object({
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
  });
}

export type Renter = z.output<ReturnType<typeof renterSchema>>;
