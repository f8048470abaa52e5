import { type RefObject, useEffect } from 'react';

/** A control that holds text or a choice a person makes. */
type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose value is not what a person typed: their state is elsewhere, or they have none. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * Hands what a person typed, picked or let the browser fill into a server-rendered control before
 * the app started on to the control's own onChange, once the control has hydrated. React keeps
 * such text on screen but never reports it, so a form would send (or refuse) the value it rendered.
 * `value` is the value the control was rendered with; an uncontrolled control is left alone.
 */
export function useEarlyInput(ref: RefObject<ValueControl | null>, value: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the control is first on the page
  useEffect(() => {
    const control = ref.current;
    if (!control || value === undefined || value === null || Array.isArray(value)) return;
    if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) return;
    const rendered = String(value);
    const shown = control.value;
    if (shown === rendered) return;
    if (control instanceof HTMLSelectElement) {
      control.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    // React reports an input only when its value differs from the one it last saw: show it the
    // rendered value, put the person's text back behind its back, then tell it of the input
    control.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, shown);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
}
