'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import type { AppliedCoupon } from '@rental/domain/reservation/coupon';
import { redeemCoupon } from '@/lib/booking/actions';
import { Field, inputClass } from '../ui/field.tsx';
import { Panel } from '../ui/panel.tsx';

/** A coupon typed by the renter, checked by the server, then shown as applied (SPEC §3–§4). */
export function CouponField({
  applied,
  onApply,
}: {
  applied: string | null;
  onApply: (coupon: AppliedCoupon | null) => void;
}) {
  const t = useTranslations('booking.coupon');
  const te = useTranslations('booking.errors');
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const apply = () => {
    if (!code.trim()) return setError(te('couponRequired'));
    start(async () => {
      const result = await redeemCoupon(code).catch(() => ({
        ok: false as const,
        problem: 'processing' as const,
      }));
      if (result.ok) {
        setError(null);
        onApply(result.coupon);
      } else setError(te(result.problem));
    });
  };
  return (
    <Panel title={t('title')} testId="coupon">
      {applied ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
          <p className="font-semibold" data-testid="coupon-applied">
            {t('applied', { code: applied })}
          </p>
          <button
            type="button"
            className="text-sm font-semibold underline"
            onClick={() => onApply(null)}
          >
            {t('remove')}
          </button>
        </div>
      ) : (
        <div className="flex items-start gap-2">
          <Field label={t('label')} error={error} className="flex-1">
            {(p) => (
              <input
                {...p}
                name="coupon"
                className={`${inputClass} uppercase`}
                value={code}
                maxLength={32}
                autoComplete="off"
                onChange={(e) => setCode(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    apply();
                  }
                }}
              />
            )}
          </Field>
          <button
            type="button"
            onClick={apply}
            disabled={pending}
            className="mt-7 rounded-full border border-brand px-4 py-2 font-semibold text-brand-accent disabled:opacity-60"
          >
            {pending ? t('applying') : t('apply')}
          </button>
        </div>
      )}
    </Panel>
  );
}
