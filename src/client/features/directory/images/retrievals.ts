import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import type { Toast } from '@client/components/ui/toast-store';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';

/** The five retrievals from a client's Airtable record. */
export const RETRIEVAL_KINDS = ['image', 'data', 'media-images', 'talking-points', 'sample-questions'] as const;
export type RetrievalKind = (typeof RETRIEVAL_KINDS)[number];

/** What a retrieval is called, and its toasts. */
interface RetrievalSpec {
  /** The button's full label ('Retrieve image'). */
  label: string;
  /** The button's label in a table row, under a 'Retrieve from Airtable' heading ('Image'). */
  short: string;
  successTitle: string;
  /** The failure message when the server gives none. */
  failed: string;
  /** The message when the request itself fails (no answer). */
  error: string;
}

const routes = directoryAdminRoutes.retrievals;

/** Each retrieval's route. */
const ROUTES = {
  image: routes.image,
  data: routes.data,
  'media-images': routes.mediaImages,
  'talking-points': routes.talkingPoints,
  'sample-questions': routes.sampleQuestions,
} as const satisfies Record<RetrievalKind, unknown>;

/** Each retrieval's labels and strings. */
export const RETRIEVALS: Record<RetrievalKind, RetrievalSpec> = {
  image: {
    label: 'Retrieve image',
    short: 'Image',
    successTitle: 'Image Retrieved',
    failed: 'Failed to retrieve image from Airtable.',
    error: 'An error occurred while retrieving the image.',
  },
  data: {
    label: 'Retrieve data',
    short: 'Data',
    successTitle: 'Data Retrieved',
    failed: 'Failed to retrieve data from Airtable.',
    error: 'An error occurred while retrieving the data.',
  },
  'media-images': {
    label: 'Retrieve media images',
    short: 'Media images',
    successTitle: 'Media Images Retrieved',
    failed: 'Failed to retrieve media images',
    error: 'Failed to retrieve media images',
  },
  'talking-points': {
    label: 'Retrieve talking points',
    short: 'Talking points',
    successTitle: 'Talking Points Retrieved',
    failed: 'Failed to retrieve talking points from Airtable',
    error: 'Failed to retrieve talking points from Airtable',
  },
  'sample-questions': {
    label: 'Retrieve sample questions',
    short: 'Sample questions',
    successTitle: 'Sample Questions Retrieved',
    failed: 'Failed to retrieve sample questions from Airtable',
    error: 'Failed to retrieve sample questions from Airtable',
  },
};

/** The client a retrieval is for. */
export interface RetrievalTarget {
  slug: string;
  name: string;
  recordid: string | null;
  /** The photo address shown (sent with the image retrieval). */
  photo?: string | null;
}

type ToastInput = Pick<Toast, 'type' | 'title' | 'message'>;

/** How a retrieval ended: whether it succeeded, and the toast that says so. */
interface RetrievalOutcome {
  ok: boolean;
  toast: ToastInput;
}

/** The server's own words from a failed answer, or undefined when it gave none ('Request failed: 500'). */
const serverMessage = (error: ApiError) => (/^Request failed: \d+$/.test(error.message) ? undefined : error.message);

/**
 * Posts one retrieval and words its toast: the success title with the server's message;
 * 'Retrieval Failed' with the server's message or the retrieval's fallback when the server
 * refused; 'Retrieval Error' with its fallback when no answer came.
 */
export async function runRetrieval(kind: RetrievalKind, target: RetrievalTarget): Promise<RetrievalOutcome> {
  const spec = RETRIEVALS[kind];
  const clientSlug = target.slug;
  const failed = (message?: string): RetrievalOutcome => ({ ok: false, toast: { type: 'error', title: 'Retrieval Failed', message: message || spec.failed } });
  try {
    const answer =
      kind === 'image'
        ? await call(ROUTES.image, { body: target.photo ? { clientSlug, imageUrl: target.photo } : { clientSlug } })
        : await call(ROUTES[kind], { body: { clientSlug } });
    if ('success' in answer && !answer.success) return failed(answer.message);
    return { ok: true, toast: { type: 'success', title: spec.successTitle, message: answer.message || undefined } };
  } catch (error) {
    if (error instanceof ApiError) return failed(serverMessage(error));
    return { ok: false, toast: { type: 'error', title: 'Retrieval Error', message: spec.error } };
  }
}
