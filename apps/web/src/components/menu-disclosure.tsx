'use client';

import { useEffect, useRef } from 'react';

/**
 * The phone menu: a native <details> disclosure, not a modal, so the page stays reachable;
 * Escape or leaving it closes it, so it never stays open over the page.
 */
export function MenuDisclosure({
  summary,
  className,
  children,
}: {
  summary: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) ref.current.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'Escape' || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector('summary')?.focus();
  };
  // Only a focus that lands elsewhere on the page: none at all (a click on the menu's padding, another window) keeps it open.
  const onBlur = (e: React.FocusEvent) => {
    if (ref.current && e.relatedTarget && !ref.current.contains(e.relatedTarget))
      ref.current.open = false;
  };
  return (
    <details ref={ref} className={className} onKeyDown={onKeyDown} onBlur={onBlur}>
      {summary}
      {children}
    </details>
  );
}
