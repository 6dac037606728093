'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * The server's response for `key` (a request serialised as text; '' asks nothing): requested
 * after `delayMs` of quiet when the key changes, a response to an older key never shown, a
 * failed request no response. `record` sets the response for the current key from elsewhere (the
 * booking's own reply). `ask` must be a module-level function, so the effect keeps still.
 */
export function useServerResponse<T>(
  key: string,
  ask: (key: string) => Promise<T>,
  delayMs = 0,
): [T | null, (value: T) => void] {
  const [response, setResponse] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      ask(key)
        .then((value) => live && setResponse({ key, value }))
        .catch(() => {});
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, ask, delayMs]);
  const record = useCallback((value: T) => setResponse({ key, value }), [key]);
  return [response?.key === key ? response.value : null, record];
}
