'use client';

import { useEffect, useRef } from 'react';

/**
 * After a refused submission, the focus goes to the first invalid field, else to the form's
 * message (`tabIndex={-1}`). `refusal` counts refusals: each new one moves the focus again.
 */
export function useFocusFirstProblem<T extends HTMLElement>(refusal: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const form = ref.current;
    if (!refusal || !form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]');
    target?.focus();
  }, [refusal]);
  return ref;
}
