'use client';

import { useEffect, useRef } from 'react';

/** Focuses the element once shown (Next leaves the focus on a button that is gone); it needs `tabIndex={-1}`. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
