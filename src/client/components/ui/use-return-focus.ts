import { useRef } from 'react';

/**
 * Handlers for a Radix Dialog.Content opened by state rather than by its Dialog.Trigger: on
 * close, focus goes back to the control that opened it (Radix alone would drop it on the body).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
