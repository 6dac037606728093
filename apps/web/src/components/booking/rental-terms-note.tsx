'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from '@rental/domain/money';
import type { Locale } from '@rental/domain/locale';
import { kmIncluded, type BookedTerms } from '@rental/domain/reservation/rental-terms';
import { Panel } from '../ui/panel.tsx';

/**
 * The car's fuel, mileage and deposit terms for this booking: shown on the form (the deposit
 * follows the coverages chosen), and as booked on the booking's page.
 */
export function RentalTermsNote({
  terms,
  days,
  children,
}: {
  terms: BookedTerms;
  days: number;
  /** Where the booking's deposit stands (the booking's page), in place of the general line. */
  children?: React.ReactNode;
}) {
  const t = useTranslations('booking.terms');
  const locale = useLocale() as Locale;
  const money = (cents: number) => formatCents(cents, locale);
  const km = kmIncluded(terms, days);
  return (
    <Panel title={t('title')} testId="rental-terms">
      <ul className="grid gap-1 text-sm text-slate-700">
        <li data-testid="terms-fuel">{t('fuel', { price: money(terms.fuelQuarterCharge) })}</li>
        <li data-testid="terms-mileage">
          {km === null
            ? t('unlimited')
            : t('limited', {
                perDay: String(terms.kmPerDay),
                total: String(km),
                price: money(terms.extraKmPrice),
              })}
        </li>
        {terms.deposit > 0 && !children && (
          <li data-testid="terms-deposit" className="font-semibold text-slate-900">
            {t('deposit', { amount: money(terms.deposit) })}
          </li>
        )}
        {children && <li>{children}</li>}
      </ul>
    </Panel>
  );
}
