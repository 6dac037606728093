import { getTranslations } from 'next-intl/server';
import { formatPanamaDateOrNull } from '@rental/domain/dates';
import type { Locale } from '@rental/domain/locale';
import { withCouponParam } from '@rental/domain/reservation/coupon-link';
import type { Promotion } from '@/lib/cms';
import { siteHref } from '../site-link.ts';
import { CouponCode } from './coupon-code.tsx';
import { PromotionTerms } from './promotion-terms.tsx';
import type { PictureFile } from '@/lib/pages/picture';
import { CmsPicture } from '../ui/cms-picture.tsx';
import { TILE_GRID_SIZES, tileClass } from '../ui/panel.tsx';
import { classes } from '../ui/classes.ts';
import { smallButtonClass } from '../ui/button.tsx';

/** One promotion: picture, title, description, coupon code, validity, terms and its call to action (carrying the coupon to the booking). */
export async function PromotionCard({
  promotion,
  locale,
  picture,
}: {
  promotion: Promotion;
  locale: Locale;
  picture: PictureFile | null;
}) {
  const t = await getTranslations({ locale, namespace: 'promos' });
  const titleId = `promo-${promotion.slug || promotion.id}-title`;
  const validUntil = formatPanamaDateOrNull(promotion.validUntil, locale);
  return (
    <article
      className={tileClass}
      aria-labelledby={titleId}
      data-testid="promotion-card"
      data-slug={promotion.slug}
    >
      {picture && (
        <CmsPicture
          {...picture}
          sizes={TILE_GRID_SIZES}
          alt={promotion.title}
          width={640}
          height={320}
          className="aspect-[2/1] w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {promotion.title}
          </h2>
          {promotion.description && <p className="mt-2 text-slate-600">{promotion.description}</p>}
        </div>
        {promotion.couponCode && <CouponCode code={promotion.couponCode} locale={locale} />}
        {(validUntil || promotion.terms) && (
          <div className="space-y-1">
            {validUntil && (
              <p
                className="flex items-center gap-1.5 text-sm text-slate-600"
                data-testid="promotion-valid-until"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 shrink-0 text-slate-500"
                  fill="currentColor"
                >
                  <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1ZM4 9v7h12V9H4Z" />
                </svg>
                {t('validUntil', { date: validUntil })}
              </p>
            )}
            {promotion.terms && <PromotionTerms summary={t('terms')} terms={promotion.terms} />}
          </div>
        )}
        <div className="mt-auto pt-1">
          <a
            href={withCouponParam(siteHref(promotion.link, locale), promotion.couponCode)}
            aria-describedby={titleId}
            className={classes(
              smallButtonClass,
              'inline-flex w-full items-center justify-center hover:underline sm:w-auto',
            )}
            data-testid="promotion-cta"
          >
            {t('cta')}
          </a>
        </div>
      </div>
    </article>
  );
}
