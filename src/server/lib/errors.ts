/** An error the server answers with its own status, message and code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    /** For a 429: how many seconds to wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** 400: the request is malformed. */
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, message, code);
/** 401: no valid session. */
export const unauthorized = (message = 'Not authenticated', code = 'UNAUTHENTICATED') => new AppError(401, message, code);
/** 403: signed in but not allowed. */
export const forbidden = (message = 'You do not have permission to do this', code = 'FORBIDDEN') => new AppError(403, message, code);
/** 404: no such thing. */
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, message, code);
/** 409: conflicts with the current state. */
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
/** 429: too many attempts. */
export const tooManyRequests = (message: string, code = 'RATE_LIMITED', retryAfterSeconds = 60) =>
  new AppError(429, message, code, Math.max(1, Math.ceil(retryAfterSeconds)));
