import { ERROR_STATUS_ATTRIBUTE } from '@rental/domain/navigation';
import { ButtonLink } from './ui/button.tsx';

/**
 * SPEC §2 error screen: brand logo, heading, text and a link home. Used by the 404 and by
 * fatal errors; it must render even when the CMS is down, so it takes a static logo.
 */
export interface ErrorScreenProps {
  lang?: string;
  /** The HTTP status the screen stands for; the crawler look-up reads it (SPEC §2: bots get only the status). */
  status: 404 | 500;
  logoSrc: string;
  siteName: string;
  heading: string;
  text: string;
  backLabel: string;
  homeHref: string;
  /** The error's own message (e.g. "Error: <digest>"), kept for logs and tests. */
  message?: string;
  /** Where the message comes from per request (a 404 the proxy decided), streamed in. */
  messageSlot?: React.ReactNode;
}

export function ErrorScreen({
  status,
  lang,
  logoSrc,
  siteName,
  heading,
  text,
  backLabel,
  homeHref,
  message,
  messageSlot,
}: ErrorScreenProps) {
  return (
    <main
      id="main"
      lang={lang}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center"
      data-error-message={message}
      {...{ [ERROR_STATUS_ATTRIBUTE]: status }}
    >
      <img src={logoSrc} alt={siteName} width={200} height={53} className="h-14 w-auto" />
      <h1 className="text-3xl font-bold text-brand-accent sm:text-4xl">{heading}</h1>
      <p className="max-w-md text-lg text-slate-600">{text}</p>
      <ButtonLink href={homeHref}>{backLabel}</ButtonLink>
      {messageSlot}
    </main>
  );
}
