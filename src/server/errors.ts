/**
 * Every error the API sends is `{ error: { code, message } }` (plus `details` for lists
 * such as deck problems) with the HTTP status that fits.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 421 | 429 | 500 | 503;

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly code: string;
  readonly details: unknown;
  constructor(status: ErrorStatus, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  toJSON(): { error: { code: string; message: string; details?: unknown } } {
    return { error: { code: this.code, message: this.message, ...(this.details !== undefined ? { details: this.details } : {}) } };
  }
}

export const badRequest = (code: string, message: string, details?: unknown): ApiError => new ApiError(400, code, message, details);
export const notFound = (message = 'No such session.'): ApiError => new ApiError(404, 'NOT_FOUND', message);
/** The data behind the request cannot be read (a damaged database file): nothing the client can fix. */
export const unavailable = (): ApiError =>
  new ApiError(503, 'SESSION_UNAVAILABLE', 'This session is unavailable: its data cannot be read from the database (the file is damaged). The operator can salvage what is readable with "npm run db:salvage".');
export const conflict = (code: string, message: string, details?: unknown): ApiError => new ApiError(409, code, message, details);
