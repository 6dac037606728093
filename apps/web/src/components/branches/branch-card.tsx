import { getTranslations } from 'next-intl/server';
import type { Locale } from '@rental/domain/locale';
import type { Branch } from '@/lib/cms';
import { BranchHours } from './branch-hours.tsx';
import { DirectionsLink } from './directions-link.tsx';
import { OpenNowBadge } from './open-now-badge.tsx';
import { Panel } from '../ui/panel.tsx';

/** The small grey icon before an address or phone line. */
function LineIcon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 size-4 shrink-0 text-slate-500"
    >
      {children}
    </svg>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One branch: name and code, airport details, address, phone, weekly hours and directions. */
export async function BranchCard({ branch, locale }: { branch: Branch; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'branches' });
  const hasMap = branch.latitude !== null && branch.longitude !== null;
  return (
    <Panel
      as="article"
      className="flex h-full flex-col gap-4"
      testId="branch-card"
      data-branch-code={branch.code}
    >
      <header>
        <div className="flex flex-wrap items-center gap-2">
          {branch.code && (
            <span
              className="rounded-full bg-slate-100 px-2.5 py-0.5 font-mono text-xs font-semibold text-slate-700"
              data-testid="branch-code"
            >
              <span className="sr-only">{t('code')}: </span>
              {branch.code}
            </span>
          )}
          {branch.isAirport && (
            <span
              className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white"
              data-testid="branch-airport"
            >
              {t('airport')}
            </span>
          )}
          <OpenNowBadge
            hours={branch.hours}
            openLabel={t('openNow')}
            closedLabel={t('closedNow')}
          />
        </div>
        <h2 className="mt-2 text-lg leading-snug font-bold text-slate-900">{branch.name}</h2>
        {branch.isAirport && branch.concessionFeePercent !== null && (
          <p className="mt-1 text-sm text-slate-600" data-testid="branch-concession-fee">
            {t('concessionFee', { percent: branch.concessionFeePercent })}
          </p>
        )}
      </header>

      <address className="flex flex-col gap-2 text-sm text-slate-700 not-italic">
        <p className="flex gap-2">
          <LineIcon>
            <path
              fillRule="evenodd"
              d="M10 18s6-5.2 6-10a6 6 0 1 0-12 0c0 4.8 6 10 6 10Zm0-7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
              clipRule="evenodd"
            />
          </LineIcon>
          <span className="min-w-0 break-words">
            <span className="sr-only">{t('address')}: </span>
            {branch.address}
          </span>
        </p>
        {branch.phone && (
          <p className="flex gap-2">
            <LineIcon>
              <path d="M3.5 2A1.5 1.5 0 0 0 2 3.5V5c0 7.18 5.82 13 13 13h1.5a1.5 1.5 0 0 0 1.5-1.5v-1.85a1.5 1.5 0 0 0-1.15-1.46l-2.9-.7a1.5 1.5 0 0 0-1.52.55l-.63.84a.5.5 0 0 1-.6.16 10.05 10.05 0 0 1-4.7-4.7.5.5 0 0 1 .16-.6l.84-.63a1.5 1.5 0 0 0 .55-1.52l-.7-2.9A1.5 1.5 0 0 0 6.35 2H3.5Z" />
            </LineIcon>
            <a
              href={telHref(branch.phone)}
              aria-label={t('call', { name: branch.name, phone: branch.phone })}
              className="rounded font-semibold text-brand-accent underline-offset-2 hover:underline"
              data-testid="branch-phone"
            >
              {branch.phone}
            </a>
          </p>
        )}
      </address>

      <BranchHours hours={branch.hours} locale={locale} />

      {hasMap && (
        <div className="mt-auto border-t border-slate-100 pt-4">
          <DirectionsLink
            name={branch.name}
            latitude={branch.latitude!}
            longitude={branch.longitude!}
            locale={locale}
          />
        </div>
      )}
    </Panel>
  );
}
