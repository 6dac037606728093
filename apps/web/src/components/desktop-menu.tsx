'use client';

import { useEffect, useRef } from 'react';

/** Marks a menu item whose submenu the visitor dismissed; CSS hides that submenu (site-header.tsx). */
const DISMISSED = 'dismissed';

/**
 * The desktop menu: submenus open on hover and focus with CSS only. WCAG 1.4.13: Escape hides
 * the open submenu until the pointer or focus leaves its item.
 */
export function DesktopMenu({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    const items = () => [...nav.querySelectorAll<HTMLElement>('li[data-submenu]')];
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      for (const item of items()) {
        if (!item.matches(':hover, :focus-within')) continue;
        item.dataset[DISMISSED] = '';
        if (item.contains(document.activeElement))
          item.querySelector<HTMLElement>(':scope > a')?.focus();
      }
    };
    // Decided from the event itself, not later: a quick Shift+Tab back must find the submenu
    // shown again (the browser runs key presses before timers).
    const cleanups = items().flatMap((item) => {
      const onPointerLeave = () => {
        if (!item.contains(document.activeElement)) delete item.dataset[DISMISSED];
      };
      const onFocusOut = (e: FocusEvent) => {
        if (!item.contains(e.relatedTarget as Node | null) && !item.matches(':hover'))
          delete item.dataset[DISMISSED];
      };
      item.addEventListener('pointerleave', onPointerLeave);
      item.addEventListener('focusout', onFocusOut);
      return [
        () => item.removeEventListener('pointerleave', onPointerLeave),
        () => item.removeEventListener('focusout', onFocusOut),
      ];
    });
    document.addEventListener('keydown', onKey);
    // Escape works from here on (a test waits for it; a key pressed before hydration is lost).
    nav.dataset.escape = 'ready';
    return () => {
      document.removeEventListener('keydown', onKey);
      cleanups.forEach((c) => c());
    };
  }, []);
  return (
    <nav ref={ref} aria-label={label} className={className} data-testid="desktop-menu">
      {children}
    </nav>
  );
}
