import { useEffect, useRef } from 'react';

/** Runs `action` once `ms` after `active` turns true (the timed redirects and reverts after a reset or an activation). */
export function useAfterDelay(active: boolean, ms: number, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
