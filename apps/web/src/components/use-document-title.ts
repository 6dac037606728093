'use client';

import { useEffect } from 'react';

/**
 * A screen rendered in the browser in place of its page (a guard's 404, the 404 switching to
 * the address's language) names the tab itself: the page's metadata title would otherwise stay,
 * or the previous page's after a client navigation.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
