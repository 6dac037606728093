'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { splitLocale } from '@rental/domain/locale';
import { onNavigate } from '@rental/domain/reservation/draft';
import { forgetPassageUnless } from '../precheckin/passage.ts';
import { readDraft, writeDraft } from './use-draft.ts';

const LAST_PATH = 'last-path';

/**
 * SPEC §4: leaving a checkout page for any page that is not a thanks page clears the
 * reservation id. The previous path is kept per tab (sessionStorage), so leaving by a link,
 * the back button or a typed address all count.
 */
export function NavigationWatcher({ brand }: { brand: BrandKey }) {
  const pathname = usePathname();
  useEffect(() => {
    const path = splitLocale(pathname).path;
    forgetPassageUnless(path);
    try {
      const previous = window.sessionStorage.getItem(LAST_PATH);
      if (previous) {
        const draft = readDraft(brand);
        const next = onNavigate(draft, previous, path);
        if (next !== draft) writeDraft(next);
      }
      window.sessionStorage.setItem(LAST_PATH, path);
    } catch {
      /* storage disabled */
    }
  }, [pathname, brand]);
  return null;
}
