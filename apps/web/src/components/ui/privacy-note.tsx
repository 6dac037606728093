import { useLocale } from 'next-intl';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { PRIVACY_PATH } from '@rental/domain/privacy';

/**
 * The line under a form that asks for personal data: how it is handled, with the privacy
 * notice a click away (a new tab, so that nothing typed is lost).
 */
export function PrivacyNote({
  label,
  href,
}: {
  /** The sentence, with `privacy` around the words that open the notice. */
  label: (privacy: (chunks: React.ReactNode) => React.ReactNode) => React.ReactNode;
  /** The notice's path (the booking view's); the seeded page's by default. */
  href?: string;
}) {
  const locale = useLocale() as Locale;
  return (
    <p className="text-xs text-slate-600" data-testid="privacy-note">
      {label((chunks) => (
        <a
          href={href ?? localizedPath(PRIVACY_PATH, locale)}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-accent underline"
          data-testid="privacy-link"
        >
          {chunks}
        </a>
      ))}
    </p>
  );
}
