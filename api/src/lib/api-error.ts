import type { FieldErrors } from '@skltcoa/shared';

/**
 * An error with a status and a message meant for the person on the other end.
 * The error handler renders it as JSON for scripts and as a small HTML page
 * for a browser form post made without JavaScript.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly details: {
      fields?: FieldErrors;
      headers?: Record<string, string>;
      backTo?: string;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
