'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * What the server answered for `key` (a question serialised as text; '' asks nothing): asked
 * after `delayMs` of quiet when the key changes, an answer to an older key never shown, a
 * failed question no answer. `record` sets the answer for the current key from elsewhere (the
 * booking's own reply). `ask` must be a module-level function, so the effect keeps still.
 */
export function useServerAnswer<T>(
  key: string,
  ask: (key: string) => Promise<T>,
  delayMs = 0,
): [T | null, (value: T) => void] {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      ask(key)
        .then((value) => live && setAnswer({ key, value }))
        .catch(() => {});
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, ask, delayMs]);
  const record = useCallback((value: T) => setAnswer({ key, value }), [key]);
  return [answer?.key === key ? answer.value : null, record];
}
