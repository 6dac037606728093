import type { Locale } from '@rental/domain/locale';
import type { CallToAction } from '@/lib/cms';
import { siteHref } from '../site-link.ts';
import type { PictureFile } from '@/lib/pages/picture';
import { CmsPicture } from '../ui/cms-picture.tsx';
import { TILE_GRID_SIZES, tileClass } from '../ui/panel.tsx';

/** A call to action from the CMS: picture, title, text and a link. */
export function CtaCard({
  cta,
  locale,
  picture,
}: {
  cta: CallToAction;
  locale: Locale;
  picture: PictureFile | null;
}) {
  return (
    <article className={tileClass} data-testid="cta-card">
      {picture && (
        <CmsPicture
          {...picture}
          sizes={TILE_GRID_SIZES}
          alt=""
          width={800}
          height={400}
          className="aspect-[2/1] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold text-brand-accent">{cta.title}</h3>
        <p className="flex-1 text-sm text-slate-600">{cta.description}</p>
        {cta.buttonText && (
          <a
            href={siteHref(cta.link, locale)}
            className="mt-2 self-start rounded-full border-2 border-brand px-4 py-1.5 text-sm font-semibold text-brand-accent hover:bg-brand hover:text-white"
          >
            {cta.buttonText}
          </a>
        )}
      </div>
    </article>
  );
}
