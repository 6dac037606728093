import { z } from 'zod';
import { isValidEmail, isValidPhone } from '../contact.ts';

/**
 * The corporate-plan enquiry form of info pages. One schema for the browser's messages and
 * the server action's decision; messages are catalogue keys (namespace `corporate.errors`),
 * with the SPEC §5 texts for required, e-mail and phone.
 */
export type CorporateLeadError = 'required' | 'email' | 'phone' | 'fleetSize' | 'tooLong';
export const CORPORATE_LEAD_FIELDS = [
  'company',
  'name',
  'email',
  'phone',
  'fleetSize',
  'message',
] as const;
export type CorporateLeadField = (typeof CORPORATE_LEAD_FIELDS)[number];

const required = (max: number) =>
  z.string().trim().min(1, { message: 'required' }).max(max, { message: 'tooLong' });

export const corporateLeadSchema = z.object({
  company: required(120),
  name: required(80),
  email: required(254).refine(isValidEmail, { message: 'email' }),
  phone: required(30).refine(isValidPhone, { message: 'phone' }),
  fleetSize: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 100000) {
        ctx.addIssue({ code: 'custom', message: 'fleetSize' });
        return z.NEVER;
      }
      return n;
    }),
  message: z.string().trim().max(2000, { message: 'tooLong' }),
});

export type CorporateLead = z.output<typeof corporateLeadSchema>;
export type CorporateLeadValues = Record<CorporateLeadField, string>;
export type CorporateLeadErrors = Partial<Record<CorporateLeadField, CorporateLeadError>>;

export function corporateLeadErrors(error: z.ZodError): CorporateLeadErrors {
  const errors: CorporateLeadErrors = {};
  for (const issue of error.issues)
    errors[issue.path[0] as CorporateLeadField] ??= issue.message as CorporateLeadError;
  return errors;
}

export const emptyCorporateLead = (): CorporateLeadValues => ({
  company: '',
  name: '',
  email: '',
  phone: '',
  fleetSize: '',
  message: '',
});
