import type { Locale } from '@rental/domain/locale';
import type { Promotion } from '@/lib/cms';
import { pictureFile } from '@/lib/pages/picture';
import { PromotionCard } from './promotion-card.tsx';

/** The promotions as a responsive grid of cards (one column on phones). */
export function PromotionGrid({ promotions, locale }: { promotions: Promotion[]; locale: Locale }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotion-grid">
      {promotions.map((promotion) => (
        <PromotionCard
          key={promotion.id}
          promotion={promotion}
          locale={locale}
          picture={pictureFile(promotion.image, promotion.imageType)}
        />
      ))}
    </div>
  );
}
