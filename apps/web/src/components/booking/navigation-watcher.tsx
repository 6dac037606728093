'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { splitLocale } from '@rental/domain/locale';
import { leavesCheckout } from '@rental/domain/reservation/checkout-exit';
import { forgetPassageUnless } from '../precheckin/passage.ts';
import { releaseLeftCheckout } from './checkout-hold.ts';

const LAST_PATH = 'last-path';

/**
 * SPEC §4: leaving a checkout page for one that is not a thanks page releases the reservation
 * (docs/reservation-flow.md "Holds"). The previous path is kept per tab, so any way of leaving
 * counts; the draft loads only when a checkout is actually left.
 */
export function NavigationWatcher({ brand }: { brand: BrandKey }) {
  const pathname = usePathname();
  useEffect(() => {
    const path = splitLocale(pathname).path;
    forgetPassageUnless(path);
    try {
      const previous = window.sessionStorage.getItem(LAST_PATH);
      if (previous && leavesCheckout(previous, path)) {
        releaseLeftCheckout();
        void forgetReservation(brand, previous, path);
      }
      window.sessionStorage.setItem(LAST_PATH, path);
    } catch {
      /* storage disabled */
    }
  }, [pathname, brand]);
  return null;
}

async function forgetReservation(brand: BrandKey, from: string, to: string) {
  const [{ onNavigate }, { readDraft, writeDraft }] = await Promise.all([
    import('@rental/domain/reservation/draft'),
    import('./use-draft.ts'),
  ]);
  const draft = readDraft(brand);
  const next = onNavigate(draft, from, to);
  if (next !== draft) writeDraft(next);
}
