'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Controls a visitor changed before the page hydrated. The prerendered form works in the
 * browser before its scripts run (on a slow phone, seconds): a branch can be chosen, a box
 * unticked, a date typed, while React is not listening. Hydration leaves the DOM as the
 * visitor set it but the component's state as the server rendered it, and the next render
 * puts the state back: the choice is lost. Each such change is replayed once the form has
 * hydrated, as the event the visitor's own action would have sent, so the control's own
 * onChange adopts it: one mechanism for every form, nothing to map per field.
 *
 * "Changed" is judged against what the server rendered: an input's or textarea's
 * defaultValue, a checkbox's or radio's defaultChecked, a select's option marked selected.
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
 * Sends the event React listens to for this control, as if the visitor did it now. React
 * compares a text field's or tick box's value with the one it last knew (its value tracker),
 * so the server's value is first put back through the element's own setter, which React
 * watches, then the visitor's is set again underneath it.
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
 * A ref for a prerendered form (or any element holding controls): when it hydrates, the
 * changes its visitor made before are replayed. A form rendered in the browser (not
 * hydrated) had no such time, and none of its controls differs from what React rendered
 * (a controlled select marks no option default-selected): nothing is found, nothing is done.
 *
 * No state tells hydration apart on purpose: a hook that renders once more after hydrating
 * (useSyncExternalStore's server snapshot) re-rendered the whole form, the fleet's list
 * with it, in the page's start-up work.
 *
 * The changes are read as hydration ends, before any render can put the server's values
 * back. They are replayed once the form's own first effects have run and rendered (a date
 * field learns today's date then, and reads a typed date by it), outside React's commit and
 * one a task: each event is handled and rendered before the next is sent, so handlers that
 * build on the rendered state (a date and its time, two filters) see the previous change.
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
