'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@rental/domain/locale';
import { formatCents } from '@rental/domain/money';
import { Button } from '../ui/button.tsx';
import { Alert } from '../ui/alert.tsx';

/**
 * The action where the booking form ends, with a refusal above it. On a phone (and a tablet)
 * it is a bar kept at the screen's foot with the total, the bill being below the form there.
 */
export function BookingAction({
  banner,
  total,
  pending,
}: {
  banner: string | null;
  /** Cents, or null while there is no price to show. */
  total: number | null;
  pending: boolean;
}) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  return (
    <div
      className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:mx-0 sm:rounded-2xl sm:border lg:static lg:p-5 lg:shadow-sm"
      data-testid="booking-action"
    >
      {banner && (
        <Alert tone="error" role="alert" tabIndex={-1} data-testid="booking-error">
          {banner}
        </Alert>
      )}
      <div className="flex items-center gap-4">
        {total !== null && (
          <p className="grid text-sm text-slate-600 lg:hidden" data-testid="action-total">
            {t('bill.total')}
            <span className="text-lg font-bold text-slate-900 tabular-nums">
              {formatCents(total, locale)}
            </span>
          </p>
        )}
        <Button
          type="submit"
          disabled={pending}
          className="ml-auto flex-1 sm:flex-none lg:w-full"
          data-testid="continue"
        >
          {pending ? t('submitting') : t('continue')}
        </Button>
      </div>
    </div>
  );
}
