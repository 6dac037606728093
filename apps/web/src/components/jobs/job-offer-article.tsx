import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import type { JobOffer } from '@/lib/cms';
import { jobAnchor } from './job-anchor.ts';
import { JobApply } from './job-apply.tsx';
import { JobFacts } from './job-facts.tsx';
import { JobMarkdown } from './job-markdown.tsx';
import { Panel } from '../ui/panel.tsx';

/** One opening: title, facts, description, requirements and how to apply. */
export async function JobOfferArticle({
  offer,
  locale,
  fallbackEmail,
}: {
  offer: JobOffer;
  locale: Locale;
  fallbackEmail: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  const anchor = jobAnchor(offer);
  return (
    <Panel
      as="article"
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="scroll-mt-24 sm:p-8"
      testId="job-offer"
      data-slug={offer.slug}
    >
      <header>
        <h2 id={`${anchor}-title`} className="text-2xl font-bold text-brand-accent">
          {offer.title}
        </h2>
        <JobFacts offer={offer} locale={locale} />
      </header>
      {offer.description && (
        <JobMarkdown locale={locale} className="mt-6 border-t border-slate-100 pt-6">
          {offer.description}
        </JobMarkdown>
      )}
      {offer.requirements && (
        <section aria-labelledby={`${anchor}-requirements`} className="mt-6">
          <h3 id={`${anchor}-requirements`} className="text-lg font-semibold text-slate-900">
            {t('requirements')}
          </h3>
          <JobMarkdown locale={locale} className="mt-2">
            {offer.requirements}
          </JobMarkdown>
        </section>
      )}
      <JobApply
        title={offer.title}
        email={offer.applyEmail ?? fallbackEmail}
        headingId={`${anchor}-apply`}
        locale={locale}
      />
    </Panel>
  );
}
