import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { cn } from '@client/lib/cn';
import { queryKeys } from '@client/lib/query-keys';

/** Props of FeaturedToggle: the client it marks. */
export interface FeaturedToggleProps {
  client: { id: number; name: string; featured: 'true' | 'false' };
  className?: string;
}

/** The featured toggle for admins and owners, with the spec's toasts; `onChanged` runs after a change (a list refreshes). */
export default function FeaturedToggle({ client, className, onChanged }: FeaturedToggleProps & { onChanged?: () => void }) {
  const queryClient = useQueryClient();
  const featured = client.featured === 'true';
  const toggle = useMutation({
    mutationFn: (next: boolean) => call(directoryRoutes.setFeatured, { params: { id: client.id }, body: { featured: next } }),
    onSuccess: (_data, next) => {
      toast(
        next
          ? { type: 'success', title: 'Profile Featured', message: `${client.name} will now appear on the home page spotlight.` }
          : { type: 'success', title: 'Profile Unfeatured', message: `${client.name} has been removed from the featured profiles.` },
      );
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey: queryKeys.clients });
    },
    onError: () => toast({ type: 'error', title: 'Error', message: 'Failed to update featured status. Please try again.' }),
  });

  return (
    <button
      type="button"
      aria-pressed={featured}
      aria-label={featured ? `Unfeature ${client.name}` : `Feature ${client.name}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!featured)}
      className={cn(
        'inline-flex rounded-full p-1.5 transition-colors disabled:opacity-50',
        featured ? 'text-gold hover:bg-gold/10' : 'text-muted hover:bg-sunken hover:text-gold',
        className,
      )}
    >
      <Star className={cn('size-5', featured && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
