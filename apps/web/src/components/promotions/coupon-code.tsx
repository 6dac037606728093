import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import { CopyCodeButton } from './copy-code-button.tsx';

/** The promotion's coupon code as selectable code text, with its label and a copy button. */
export async function CouponCode({ code, locale }: { code: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'promos' });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-3">
      <p className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('couponLabel')}
        </span>
        <code
          className="block font-mono text-lg font-bold tracking-wider break-words text-brand-accent"
          data-testid="promotion-code"
        >
          {code}
        </code>
      </p>
      <CopyCodeButton
        code={code}
        labels={{
          copy: t('copy'),
          copyLabel: t('copyLabel', { code }),
          copied: t('copied'),
          copiedAnnouncement: t('copiedAnnouncement', { code }),
          copyFailed: t('copyFailed'),
        }}
      />
    </div>
  );
}
