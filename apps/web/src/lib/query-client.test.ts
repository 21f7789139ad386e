import { QUERY_CACHE_MS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

describe('query client defaults (SPEC 7)', () => {
  it('retries up to 3 times, doubling from 1 s to a 30 s cap, and caches for 5 minutes', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(QUERY_CACHE_MS);
    const delay = options?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 5, 9].map((attempt) => delay(attempt))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(shouldRetry(0, new Error('network'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'server', 'x'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'server', 'x'))).toBe(false);
  });

  it('does not retry answers a retry cannot change (4xx)', () => {
    expect(shouldRetry(0, new ApiError(401, 'sessionExpired', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(422, 'validation', 'x'))).toBe(false);
  });
});
