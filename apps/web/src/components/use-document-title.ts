'use client';

import { useEffect } from 'react';

/** A screen rendered in place of its page (a guard's 404) names the tab itself, else the old title stays. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
