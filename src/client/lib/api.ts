import type { ApiTransport } from '@shared/server-rendering';

/** An error from the API, carrying the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** A 400's message for each invalid field, by dotted path ('name', 'questions.2'). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Replaces how `api` reaches the server: server rendering answers from the app in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * The query helper: JSON, credentials, no cache. On failure it throws with the
 * server's message or 'Request failed: {status}'.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await transport(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    cache: 'no-store',
    headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    throw await apiErrorOf(response);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A failed answer as an ApiError: the server's message (else 'Request failed: {status}') and its field messages. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let message = `Request failed: ${response.status}`;
  let fields: Record<string, string> = {};
  try {
    const data = (await response.json()) as { message?: unknown; fields?: unknown };
    if (typeof data.message === 'string' && data.message) message = data.message;
    if (data.fields && typeof data.fields === 'object') fields = data.fields as Record<string, string>;
  } catch {
    // not JSON: keep the generic message
  }
  return new ApiError(message, response.status, fields);
}

/** The query retry rule: never on 401 or 403, otherwise once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
  return failureCount < 1;
}
