import { QUERY_CACHE_MS, QUERY_RETRIES, queryRetryDelay } from '@shop/shared';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** The admin profile's key (admin/framework/admin-session.ts); its 401 opens the session dialog. */
const ADMIN_PROFILE_KEY = ['admin', 'profile'] as const;

/**
 * SPEC 7's data-fetching defaults: 3 retries with a delay doubling from 1 s to a 30 s cap, and a
 * 5-minute cache lifetime. A 4xx answer (bad input, missing session, no such page) will not change
 * on a retry, so it fails at once; a network failure or 5xx is retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Any admin query answering 401: re-ask the profile, whose 401 opens the session dialog.
        const [area, name] = query.queryKey;
        if (isApiError(error) && error.status === 401 && area === 'admin' && name !== 'profile') {
          void client.invalidateQueries({ queryKey: ADMIN_PROFILE_KEY });
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_CACHE_MS,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
