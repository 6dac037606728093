'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Controls a visitor changed before the page hydrated: hydration keeps the DOM but the next
 * render puts the server's state back, so each change is replayed as the visitor's own event.
 * "Changed" is judged against what the server rendered (defaultValue, defaultChecked, selected).
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const SKIPPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function changedBeforeHydration(control: Control): boolean {
  if (control.disabled) return false;
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return false;
    const rendered = [...control.options].find((o) => o.defaultSelected);
    return !!rendered && control.value !== rendered.value;
  }
  if (control instanceof HTMLInputElement) {
    if (SKIPPED.has(control.type)) return false;
    // A radio that was unticked is replayed by the one of its group that was ticked.
    if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
    if (control.type === 'radio') return control.checked && !control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

interface Early {
  control: Control;
  value: string;
  checked: boolean;
}

/**
 * Sends the event React listens to for this control. React compares with the value it last
 * knew, so the server's value is put back through the element's setter first.
 */
function replayChange({ control, value, checked }: Early) {
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    control.checked = !checked;
    control.click();
    return;
  }
  control.value = control.defaultValue;
  const proto =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** One change a task: React renders the update of one (in a microtask) before the next is sent. */
function replayInTurn([first, ...rest]: Early[]) {
  if (!first) return;
  replayChange(first);
  setTimeout(() => replayInTurn(rest), 0);
}

/**
 * A ref for a prerendered form: when it hydrates, the changes its visitor made before are
 * replayed, one a task after the form's first effects, so each handler sees the previous change.
 * No state marks hydration: a render more after it re-rendered the whole form at start-up.
 */
export function useEarlyInput<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const early = useRef<Early[]>([]);
  useLayoutEffect(() => {
    if (!ref.current) return;
    early.current = [...ref.current.querySelectorAll<Control>('input, select, textarea')]
      .filter(changedBeforeHydration)
      .map((control) => ({
        control,
        value: control.value,
        checked: control instanceof HTMLInputElement && control.checked,
      }));
  }, []);
  useEffect(() => {
    const changes = early.current;
    early.current = [];
    if (!changes.length) return;
    // The effects of the children ran before this one; their updates render first.
    const timer = setTimeout(() => replayInTurn(changes), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}

/** Time for the renders the form's first effects asked for (state set on mount). */
const SETTLE_MS = 50;
