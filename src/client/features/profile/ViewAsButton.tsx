import { useMutation } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { canImpersonate } from '../../../shared/permissions';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/use-current-user';

/** VIEW AS (admin and owner, not while impersonating): view the product as this client; the page reloads. */
export function ViewAsButton({ slug }: { slug: string }) {
  const { data: user } = useCurrentUser();
  const start = useMutation({
    mutationFn: () => api(`/api/impersonate/client/${encodeURIComponent(slug)}`, { method: 'POST' }),
    onSuccess: () => window.location.assign(`/profile/${slug}`),
    onError: (error) => console.error('Impersonation failed', error),
  });
  if (!canImpersonate(user)) return null;
  return (
    <Button size="sm" variant="secondary" loading={start.isPending} onClick={() => start.mutate()}>
      <Eye className="size-4" aria-hidden="true" />
      VIEW AS
    </Button>
  );
}
