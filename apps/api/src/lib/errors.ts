import type { ErrorKey } from '@shop/shared';

/**
 * A domain error: `code` is a stable key of SPEC 8's catalogue, translated per request by the
 * error handler; `errors` carries per-field messages (keys or `validation.*` messages).
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorKey,
    public readonly params?: Record<string, string | number>,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'notFound');
export const unauthenticated = () => new AppError(401, 'unauthenticated');
export const sessionExpired = () => new AppError(401, 'sessionExpired');
export const forbidden = () => new AppError(403, 'forbidden');
export const validationFailed = (errors: Record<string, string[]>) =>
  new AppError(422, 'validation', undefined, errors);
