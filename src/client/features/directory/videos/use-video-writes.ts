import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import type { AdminVideoEditBody } from '@shared/api/directory/videos/admin-videos';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** The admin video list's query key: its writes refresh it. */
export const ADMIN_VIDEOS_KEY = queryKeys.adminList('videos');

/** The approval toasts ('Video Approved', 'Video Disapproved'), counted for more than one video. */
const APPROVAL_TOASTS = {
  approve: {
    title: 'Video Approved',
    one: 'Video will now appear on the profile',
    many: (n: number) => `${n} videos will now appear on their profiles`,
    failed: 'Failed to approve video',
  },
  disapprove: {
    title: 'Video Disapproved',
    one: 'Video will not appear on the profile',
    many: (n: number) => `${n} videos will not appear on their profiles`,
    failed: 'Failed to disapprove video',
  },
} as const;

/** An approval action of the admin video list. */
export type ApprovalAction = keyof typeof APPROVAL_TOASTS;

/**
 * The writes of /admin/videos: approve or disapprove the given videos (one or many, through the
 * bulk routes), save an edit, and delete one. Each toasts its result and refreshes the list and
 * every video view.
 */
export function useVideoWrites({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_VIDEOS_KEY }), queryClient.invalidateQueries({ queryKey: queryKeys.videos })]);

  const approval = useMutation({
    mutationFn: ({ action, ids }: { action: ApprovalAction; ids: number[] }) => call(directoryAdminRoutes.bulkVideos[action], { body: { ids } }),
    onSuccess: async ({ changed }, { action }) => {
      const text = APPROVAL_TOASTS[action];
      if (changed === 0) toast({ type: 'info', title: 'Nothing to change', message: `The selected videos were already ${action}d.` });
      else toast({ type: 'success', title: text.title, message: changed === 1 ? text.one : text.many(changed) });
      await refresh();
    },
    onError: (_error, { action }) => toast({ type: 'error', title: APPROVAL_TOASTS[action].failed }),
  });

  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminVideoEditBody }) => call(directoryAdminRoutes.editVideo, { params: { id }, body }),
    onSuccess: async (video) => {
      toast({ type: 'success', title: 'Video saved', message: video.featured ? 'It is featured on the home page.' : undefined });
      onSaved();
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => call(directoryAdminRoutes.deleteVideo, { params: { id } }),
    onSuccess: async () => {
      toast({ type: 'success', title: 'Video deleted' });
      await refresh();
    },
    onError: (error) => toast({ type: 'error', title: 'Delete Failed', message: error.message || 'Delete failed' }),
  });

  return { approval, edit, remove };
}
