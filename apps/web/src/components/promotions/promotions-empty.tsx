import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { classes } from '../ui/classes.ts';
import { smallButtonClass } from '../ui/button.tsx';

/** No promotion running: say so and offer the fleet instead. */
export async function PromotionsEmpty({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'promos' });
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center"
      data-testid="promotions-empty"
    >
      <p className="text-slate-700">{t('empty')}</p>
      <a
        href={localizedPath('/flota', locale)}
        className={classes(smallButtonClass, 'mt-4 inline-flex hover:underline')}
      >
        {t('emptyCta')}
      </a>
    </div>
  );
}
