import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { directoryRoutes } from '@shared/api/directory/route-table';
import type { ScannedVideo } from '@shared/api/directory/videos/video-scan';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { serverMessageOr } from '@client/components/forms/list-edits';

/** The scan panel's data: whether YouTube is configured, what the viewer may do, the saved videos. */
export function useScanPanel(clientId: number) {
  return useQuery({
    queryKey: queryKeys.videoScanPanel(clientId),
    queryFn: () => call(directoryRoutes.scanPanel, { params: { clientId } }),
  });
}

/** A scanned video as the import sends it. */
function importBodyOf(clientId: number, v: ScannedVideo) {
  const { id, title, description, thumbnailUrl, publishedAt, channelTitle, viewCount, likes } = v;
  return { clientId, youtubeId: id, title, description, thumbnailUrl, publishedAt, channelTitle, viewCount, likes };
}

/** The toasts of an approval action (hiding has none of its own, so it reads like a disapproval). */
const APPROVAL_TOASTS = {
  approve: { title: 'Video Approved', message: 'Video will now appear on the profile', failed: 'Failed to approve video' },
  disapprove: { title: 'Video Disapproved', message: 'Video will not appear on the profile', failed: 'Failed to disapprove video' },
  hide: { title: 'Video Hidden', message: 'Video will not appear on the profile', failed: 'Failed to hide video' },
} as const;

/** An approval action on a saved video. */
export type ApprovalAction = keyof typeof APPROVAL_TOASTS;

/** The route of each approval action. */
const APPROVAL_ROUTES = {
  approve: directoryRoutes.approveVideo,
  disapprove: directoryRoutes.disapproveVideo,
  hide: directoryRoutes.hideVideo,
} satisfies Record<ApprovalAction, unknown>;

/**
 * The panel's scan, import, approve, disapprove and hide, with their toasts. Every write
 * refreshes the video queries the profile shares (its videos and topics), so an approved video
 * appears on the profile at once.
 */
export function useVideoScan(clientId: number, clientName: string) {
  const queryClient = useQueryClient();
  const scope = { id: `video-scan:${clientId}` };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.videos }),
      queryClient.invalidateQueries({ queryKey: queryKeys.videoKeywords(clientId) }),
    ]);

  const scan = useMutation({
    mutationFn: () => call(directoryRoutes.scanYouTube, { body: { clientId, clientName } }),
    onSuccess: (found) => {
      if (found.length === 0) toast({ type: 'info', title: 'No Videos Found' });
      else toast({ type: 'success', title: 'Video Scan Complete', message: `Found ${found.length} videos featuring ${clientName}` });
    },
    onError: () => toast({ type: 'error', title: 'Scan Failed', message: 'Failed to scan YouTube videos. Please try again.' }),
  });

  const importVideo = useMutation({
    scope,
    mutationFn: (video: ScannedVideo) => call(directoryRoutes.importVideo, { body: importBodyOf(clientId, video) }),
    onSuccess: () => {
      toast({ type: 'success', title: 'Video Imported', message: 'Video saved and ready for approval' });
      return refresh();
    },
    onError: (error) => toast({ type: 'error', title: 'Failed to import video', message: serverMessageOr(error, 'Please try again.') }),
  });

  const setApproval = useMutation({
    scope,
    mutationFn: ({ videoId, action }: { videoId: number; action: ApprovalAction }) => call(APPROVAL_ROUTES[action], { params: { id: videoId } }),
    onSuccess: (_state, { action }) => {
      toast({ type: 'success', title: APPROVAL_TOASTS[action].title, message: APPROVAL_TOASTS[action].message });
      return refresh();
    },
    onError: (error, { action }) => toast({ type: 'error', title: APPROVAL_TOASTS[action].failed, message: serverMessageOr(error, 'Please try again.') }),
  });

  return { scan, importVideo, setApproval };
}
