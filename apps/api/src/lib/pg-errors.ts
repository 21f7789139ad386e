import { validationFailed } from './errors.ts';

/**
 * The PostgreSQL error behind a failed query. Drizzle wraps driver errors in `DrizzleQueryError`
 * with the pg error as `cause` (possibly a level deeper), so walk the chain.
 */
export function pgError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    current = e.cause;
  }
  return {};
}

/** True when `error` is a lost or refused database connection (network or server shutdown). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === '57P01' || code === '57P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Maps a unique violation that slipped past a service's check (two saves at once) onto the field
 * it is about: `{ pages_url_unique: ['url', 'validation.urlTaken'] }`. Anything else is thrown on.
 */
export function uniqueRace(fields: Record<string, [field: string, message: string]>) {
  return (error: unknown): never => {
    const { code, constraint } = pgError(error);
    const hit = code === '23505' && constraint ? fields[constraint] : undefined;
    if (hit) throw validationFailed({ [hit[0]]: [hit[1]] });
    throw error;
  };
}
