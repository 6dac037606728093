'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

type Labels = {
  copy: string;
  copyLabel: string;
  copied: string;
  copiedAnnouncement: string;
  copyFailed: string;
};
type State = 'idle' | 'copied' | 'failed';

const noSubscription = () => () => {};
const canCopy = () =>
  typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

/** Copies a coupon code; rendered only where the Clipboard API exists, so no button ever does nothing. */
export function CopyCodeButton({ code, labels }: { code: string; labels: Labels }) {
  const supported = useSyncExternalStore(noSubscription, canCopy, () => false);
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  if (!supported) return null;

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={labels.copyLabel}
        className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-accent hover:border-brand-accent hover:bg-slate-100"
        data-testid="promotion-copy"
      >
        {state === 'copied' ? labels.copied : labels.copy}
      </button>
      <span
        role="status"
        className={state === 'failed' ? 'basis-full text-sm text-red-700' : 'sr-only'}
      >
        {state === 'copied'
          ? labels.copiedAnnouncement
          : state === 'failed'
            ? labels.copyFailed
            : ''}
      </span>
    </>
  );
}
