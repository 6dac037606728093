import { classes } from '../ui/classes.ts';

/** The box a renter ticks to accept the rental terms, the terms opening in a new tab. */
export function TermsCheckbox({
  checked,
  onChecked,
  invalid,
  termsHref,
  label,
  className,
}: {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  invalid: boolean;
  termsHref: string;
  /** The sentence, with `link` around the words that open the terms. */
  label: (link: (chunks: React.ReactNode) => React.ReactNode) => React.ReactNode;
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
        {label((chunks) => (
          <a
            href={termsHref}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-accent underline"
          >
            {chunks}
          </a>
        ))}
      </span>
    </label>
  );
}
