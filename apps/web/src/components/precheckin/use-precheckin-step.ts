'use client';

import { useMemo } from 'react';
import { useSearchParams } from 'next/navigation';
import type { BrandKey } from '@rental/domain/brands';
import { useGuards } from '../flow/guarded-step.tsx';
import { cameFromPreviousStep } from './passage.ts';
import { usePrecheckin } from './precheckin-state.ts';

/** A pre-check-in step: the tab's state, an updater, and SPEC §2's guard decision for `path`. */
export function usePrecheckinStep(
  brand: BrandKey,
  path: string,
  guards: readonly string[],
  precheckinEnabled: boolean,
) {
  const [state, update] = usePrecheckin(brand);
  const params = useSearchParams();
  const ready = state !== undefined;
  // Asked once the browser's state is read; the response holds for this page's life.
  const came = useMemo(() => ready && cameFromPreviousStep(path, params), [ready, path, params]);
  const decision = useGuards(
    guards,
    ready
      ? { precheckinEnabled, hasPrecheckinData: state !== null, cameFromPreviousStep: came }
      : null,
  );
  return { state: state ?? null, update, decision };
}
