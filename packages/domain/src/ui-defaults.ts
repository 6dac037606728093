/**
 * SPEC §9 interface constants, in one place for components and styles: the loading bar, link
 * prefetch, and the interface defaults (date format, first day of the week, stacking layers,
 * no ripple). globals.css mirrors the layers as CSS variables.
 */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetMs: 400,
  heightPx: 3,
} as const;
export const PREFETCH_DELAY_MS = 1000;

/** What the browser says of the connection (Network Information API, where it exists). */
export type Connection = { saveData?: boolean; effectiveType?: string };

/** SPEC §9: no link prefetch with data saver on or on a very slow (2G) connection. */
export function mayPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}
export const INTERFACE_DEFAULTS = {
  dateFormat: 'mm/dd/yy',
  /** 0 = Sunday. */
  firstDayOfWeek: 0,
  layers: { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 },
  ripple: false,
} as const;

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing' | 'resetting';

/**
 * The loading bar's next phase. A navigation shorter than the throttle never shows it; a
 * running one fills over `durationMs`; when the navigation ends it completes, hides after
 * `hideDelayMs` and is back at zero `resetMs` later.
 */
export function nextLoadingBarPhase(
  phase: LoadingBarPhase,
  event: 'start' | 'throttled' | 'done' | 'hidden' | 'reset',
): LoadingBarPhase {
  switch (event) {
    case 'start':
      return phase === 'running' ? 'running' : 'waiting';
    case 'throttled':
      return phase === 'waiting' ? 'running' : phase;
    case 'done':
      return phase === 'waiting' ? 'idle' : phase === 'running' ? 'finishing' : phase;
    case 'hidden':
      return phase === 'finishing' ? 'resetting' : phase;
    case 'reset':
      return phase === 'resetting' ? 'idle' : phase;
  }
}
