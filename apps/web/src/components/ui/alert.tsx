import { classes } from './classes.ts';

/** Colours with the contrast the accessibility e2e checks. */
const TONES = {
  error: 'bg-red-50 font-medium text-red-800',
  warning: 'bg-amber-50 text-amber-900',
  success: 'bg-emerald-50 font-medium text-emerald-900',
} as const;

/**
 * A message box in a form or step. The role stays the caller's: `alert` for what went wrong
 * now, `status` for news, none for what is simply so.
 */
/** What an action returned: good news as a status, a problem as an alert. */
export function OutcomeAlert({
  ok,
  ...props
}: Omit<React.ComponentProps<'p'>, 'role'> & { ok: boolean }) {
  return (
    <Alert
      tone={ok ? 'success' : 'error'}
      role={ok ? 'status' : 'alert'}
      className="mt-4"
      {...props}
    />
  );
}

export function Alert({
  tone,
  className,
  ...props
}: React.ComponentProps<'p'> & { tone: keyof typeof TONES }) {
  return (
    <p {...props} className={classes('rounded-xl px-4 py-3 text-sm', TONES[tone], className)} />
  );
}
