import { classes } from './classes.ts';

/** The site's main call to action: brand-coloured, round, white text (contrast checked by the accessibility e2e). */
const PRIMARY = 'rounded-full bg-brand px-6 py-3 font-semibold text-white';
/** Lifted: a shadow, deeper on hover (a fade would lower the text's contrast). Left out (`flat`) where the action sits inside a message or a panel. */
const RAISED = 'shadow hover:shadow-lg';
/** Only a button that can be disabled fades when it is. */
const FADES = 'disabled:opacity-60';

type Look = { flat?: boolean };

/** The primary action as a button; `type` is always said (a form's default submit is never implied). */
export function Button({
  flat = false,
  className,
  ...props
}: React.ComponentProps<'button'> & Look & { type: 'button' | 'submit' }) {
  return (
    <button
      {...props}
      className={classes(
        PRIMARY,
        !flat && RAISED,
        !flat && props.disabled !== undefined && FADES,
        className,
      )}
    />
  );
}

/** The primary action as a plain link (a full page load, as the flows' ways out are). */
export function ButtonLink({
  flat = false,
  className,
  children,
  ...props
}: React.ComponentProps<'a'> & Look) {
  return (
    <a {...props} className={classes(PRIMARY, !flat && RAISED, className)}>
      {children}
    </a>
  );
}

/** A secondary action beside the primary one: outlined in the brand's colour; a class, for a button or a link. */
export const secondaryButtonClass =
  'inline-block rounded-full border border-brand px-5 py-2 text-center font-semibold text-brand-accent disabled:opacity-60';

/** The smaller primary action, within a card or a panel; a class, for any element (the router's links too). */
export const smallButtonClass = 'rounded-full bg-brand px-5 py-2.5 font-semibold text-white';
