import { z } from 'zod';

/** An uploaded file as its assets row keeps it: where it is stored, its original name, type, size and (for an image) its pixels. */
export const storedFile = z.object({
  storageKey: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
