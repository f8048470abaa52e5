import { useMutation } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { Button } from '@client/components/ui/Button';
import { accountRoutes } from '@shared/api/account/route-table';
import { call } from '@client/lib/call';

/** VIEW AS (admin and owner, not while impersonating): view the product as this client; the page reloads. */
export default function ViewAsButton({ slug }: { slug: string }) {
  const start = useMutation({
    mutationFn: () => call(accountRoutes.viewAs, { params: { slug } }),
    onSuccess: () => window.location.assign(`/profile/${slug}`),
    onError: (error) => console.error('Impersonation failed', error),
  });
  return (
    <Button size="sm" variant="secondary" loading={start.isPending} onClick={() => start.mutate()}>
      <Eye className="size-4" aria-hidden="true" />
      VIEW AS
    </Button>
  );
}
