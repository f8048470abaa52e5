import { useEffect } from 'react';
import { useNavigate } from '@client/lib/router';

/** Ctrl+K (⌘K on a Mac) opens JOE from any admin page. */
export function useJoeShortcut(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        navigate('/admin/joe');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
}
