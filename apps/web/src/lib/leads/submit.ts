'use server';

import {
  corporateLeadErrors,
  corporateLeadSchema,
  CORPORATE_LEAD_FIELDS,
  emptyCorporateLead,
  type CorporateLeadErrors,
  type CorporateLeadValues,
} from '@rental/domain/forms/corporate-lead';
import { isLocale } from '@rental/domain/locale';
import { INFO_SLUG } from '@rental/domain/routes';
import { cms } from '@/lib/cms';
import { BRAND } from '@/lib/config/brand';
import { visitorAllowed } from '@/lib/rate-limit';

export interface CorporateLeadState {
  status: 'idle' | 'invalid' | 'sent' | 'limited' | 'failed';
  errors: CorporateLeadErrors;
  /** What the visitor typed, returned so that nothing is lost on an error. */
  values: CorporateLeadValues;
}

/** The corporate-plan form's server action: validate again, rate-limit, store the lead in the CMS. */
export async function submitCorporateLead(
  _previous: CorporateLeadState,
  form: FormData,
): Promise<CorporateLeadState> {
  // Anyone can call an action with any arguments: only a submitted form is a lead.
  if (!(form instanceof FormData))
    return { status: 'invalid', errors: {}, values: emptyCorporateLead() };
  const values = Object.fromEntries(
    CORPORATE_LEAD_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 4000)]),
  ) as CorporateLeadValues;
  // A field people never see: only scripts fill it in. Pretend success, store nothing.
  if (String(form.get('website') ?? '') !== '') return { status: 'sent', errors: {}, values };
  const parsed = corporateLeadSchema.safeParse(values);
  if (!parsed.success)
    return { status: 'invalid', errors: corporateLeadErrors(parsed.error), values };
  if (!(await visitorAllowed('corporateLead'))) return { status: 'limited', errors: {}, values };
  const page = String(form.get('page') ?? '');
  const language = String(form.get('language') ?? '');
  try {
    await cms().create('corporate_leads', [
      {
        ...parsed.data,
        brand: BRAND,
        page: INFO_SLUG.test(page) ? page : null,
        language: isLocale(language) ? language : null,
        status: 'new',
      },
    ]);
  } catch {
    return { status: 'failed', errors: {}, values };
  }
  return { status: 'sent', errors: {}, values: { ...values, message: '' } };
}
