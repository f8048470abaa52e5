import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestSettings as Settings } from '@shared/api/messaging/message-digest';
import { messagingRoutes } from '@shared/api/messaging/route-table';
import { Skeleton } from '@client/components/ui/Skeleton';
import { Switch } from '@client/components/ui/Switch';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { PreferenceRow } from '../notifications/NotificationPreferences';

/**
 * The signed-in account's unread-message digest settings, as two switches: "Email me unread
 * messages" (one email for messages left unread a while, on by default) and "Include message
 * text" (the digest quotes each message; off, it says only who wrote and when). A failed change
 * toasts 'Failed to update setting' and the switch shows the stored state again.
 */
export function DigestSettings() {
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: queryKeys.digestSettings, queryFn: () => call(messagingRoutes.digestSettings) });
  const update = useMutation({
    mutationFn: (next: Settings) => call(messagingRoutes.saveDigestSettings, { body: next }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.digestSettings, saved),
    onError: (error) => toast({ type: 'error', title: 'Failed to update setting', message: error.message }),
  });

  if (stored.isError) return <p className="text-sm text-ink-soft">Your email settings could not be loaded. Please try again later.</p>;
  if (!stored.data) return <Skeleton className="h-24 w-full" />;
  // while a change is saved, the switches show it
  const shown = update.isPending ? update.variables : stored.data;
  return (
    <div className="flex flex-col gap-5">
      <PreferenceRow label="Email me unread messages" note="One email with the messages you haven’t read for a while, not one per message.">
        {({ labelId, noteId }) => (
          <Switch
            checked={shown.messageDigest}
            disabled={update.isPending}
            aria-labelledby={labelId}
            aria-describedby={noteId}
            onCheckedChange={(on) => update.mutate({ ...shown, messageDigest: on })}
          />
        )}
      </PreferenceRow>
      <PreferenceRow label="Include message text" note="The email quotes the start of each message. Off, it says only who wrote and when.">
        {({ labelId, noteId }) => (
          <Switch
            checked={shown.digestIncludesText}
            disabled={update.isPending || !shown.messageDigest}
            aria-labelledby={labelId}
            aria-describedby={noteId}
            onCheckedChange={(on) => update.mutate({ ...shown, digestIncludesText: on })}
          />
        )}
      </PreferenceRow>
    </div>
  );
}
