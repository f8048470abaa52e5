import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { toast } from '@client/components/ui/toast-store';
import { queryKeys } from '@client/lib/query-keys';
import { fileProblem, uploadErrorMessage } from './file-checks';
import { uploadPicture } from './upload-request';
import { plural } from '@shared/plural';

/** One file of the current batch and how far it got. */
export interface UploadItem {
  key: string;
  name: string;
  /** 0…1 of the bytes sent. */
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/**
 * Uploads chosen or dropped files to a client's Media Pics, one request per file in the order
 * chosen (so they are appended in that order), each with its own progress. Files the browser can
 * already tell are wrong fail at once with the server's wording. Each picture joins the profile's
 * mediaImages as it lands; at the end the profile is read again and a toast sums up.
 */
export function usePictureUploads(client: Pick<ClientDetail, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  // leaving the page stops the uploads still going
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      if (files.length > IMAGE_UPLOAD_LIMITS.maxFiles) {
        toast({ type: 'error', title: 'Too many files', message: `Choose at most ${IMAGE_UPLOAD_LIMITS.maxFiles} pictures at a time.` });
        return;
      }
      const stamp = Date.now();
      const batch = files.map((file, n) => ({ key: `${stamp}-${n}`, file }));
      setItems(batch.map(({ key, file }) => ({ key, name: file.name, progress: 0, status: 'waiting' })));
      const profileKey = queryKeys.client(client.slug);
      const failures: string[] = [];
      let uploaded = 0;
      const signal = leaving.current?.signal;
      for (const { key, file } of batch) {
        if (signal?.aborted) return;
        const problem = await fileProblem(file);
        if (problem) {
          patch(key, { status: 'failed', error: problem });
          failures.push(problem);
          continue;
        }
        patch(key, { status: 'uploading' });
        try {
          const created = await uploadPicture(client.id, file, (progress) => patch(key, { progress }), signal);
          queryClient.setQueryData<ClientDetail | null>(profileKey, (profile) => profile && { ...profile, mediaImages: [...profile.mediaImages, ...created] });
          patch(key, { status: 'done', progress: 1 });
          uploaded++;
        } catch (error) {
          const message = uploadErrorMessage(error);
          patch(key, { status: 'failed', error: message });
          failures.push(message);
        }
      }
      await queryClient.invalidateQueries({ queryKey: profileKey });
      if (uploaded > 0) toast({ type: 'success', title: `${plural(uploaded, 'picture')} uploaded` });
      if (failures.length > 0) {
        const message = failures.length === 1 ? failures[0] : `${plural(failures.length, 'picture')} could not be uploaded; the list says why.`;
        toast({ type: 'error', title: 'Upload Failed', message });
      }
    },
    [client.id, client.slug, patch, queryClient],
  );

  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  return { items, busy, upload };
}
