import { useLocale } from 'next-intl';
import { localizedPath, type Locale } from '@rental/domain/locale';
import { StepHeading } from '../focus/step-heading.tsx';
import { classes } from '../ui/classes.ts';

/** The top of a thanks page: a check mark, the title and what was confirmed. */
export function Confirmation({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <svg viewBox="0 0 48 48" className="mx-auto size-14 text-emerald-600" aria-hidden>
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity=".15" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <StepHeading className="mt-3 text-2xl font-bold text-brand-accent">{title}</StepHeading>
      {children}
    </div>
  );
}

/** The reservation code, large and spaced for reading out at the counter; `belowText` when a line of text comes before it. */
export function ConfirmationCode({ code, belowText }: { code: string; belowText?: boolean }) {
  return (
    <p
      className={classes(
        belowText && 'mt-3',
        'font-mono',
        belowText ? 'text-2xl' : 'text-3xl',
        'font-bold tracking-widest text-slate-900',
      )}
      data-testid="thanks-code"
    >
      {code}
    </p>
  );
}

/** The way back to the home page, under a thanks page. */
export function HomeLink({ label }: { label: string }) {
  const locale = useLocale() as Locale;
  return (
    <a
      href={localizedPath('/', locale)}
      className="justify-self-center text-sm font-semibold text-brand-accent underline"
    >
      {label}
    </a>
  );
}
