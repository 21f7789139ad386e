import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/front/reviews/eligibility`: may this customer write a review? */
export async function getReviewEligibility(signal?: AbortSignal): Promise<boolean> {
  const { data } = await api.get<{ eligible: boolean }>('/api/front/reviews/eligibility', {
    auth: 'user',
    ...(signal ? { signal } : {}),
  });
  return data.eligible;
}

/** Keyed by the token, so signing in or out asks again. */
export function useReviewEligibility(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: contentKeys.reviewEligibility(token ?? ''),
      queryFn: ({ signal }) => getReviewEligibility(signal),
      enabled: Boolean(token),
      staleTime: 0,
    }),
  );
}
