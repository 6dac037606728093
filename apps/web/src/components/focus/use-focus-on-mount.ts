'use client';

import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the element once it is shown: a step's heading after a client-side
 * step (Next leaves the focus where it was, on a button that no longer exists), or a message
 * the visitor must read before going on. The element needs `tabIndex={-1}`.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
