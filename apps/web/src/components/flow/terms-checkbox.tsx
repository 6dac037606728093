import { classes } from '../ui/classes.ts';

type Chunk = (chunks: React.ReactNode) => React.ReactNode;

/** A link in the sentence, opening in a new tab so that nothing typed is left behind. */
const opening =
  (href: string, testId: string): Chunk =>
  (chunks) => (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-accent underline"
      data-testid={testId}
    >
      {chunks}
    </a>
  );

/** The box a renter ticks to accept the rental terms and the privacy notice, each opening in a new tab. */
export function TermsCheckbox({
  checked,
  onChecked,
  invalid,
  termsHref,
  privacyHref,
  label,
  className,
}: {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  invalid: boolean;
  termsHref: string;
  privacyHref: string;
  /** The sentence, with `link` around the words that open the terms and `privacy` the privacy notice. */
  label: (chunks: { link: Chunk; privacy: Chunk }) => React.ReactNode;
  /** Space above the box (none by default). */
  className?: string;
}) {
  return (
    <label className={classes(className, 'flex items-start gap-3 text-sm')}>
      <input
        type="checkbox"
        name="terms"
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
        className="mt-0.5 size-4 accent-[var(--brand-primary)]"
        aria-invalid={invalid ? true : undefined}
      />
      <span>
        {label({
          link: opening(termsHref, 'terms-link'),
          privacy: opening(privacyHref, 'privacy-link'),
        })}
      </span>
    </label>
  );
}
