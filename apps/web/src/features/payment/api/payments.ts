import type { PaymentRedirect, PaymentResult, TestPaymentAction, TestPaymentPage } from '@shop/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the payment pages; the result carries the language (its message is translated). */
export const paymentKeys = {
  all: ['payment'] as const,
  result: (lang: string, token: string) => [...paymentKeys.all, 'result', lang, token] as const,
  test: (token: string) => [...paymentKeys.all, 'test', token] as const,
};

const at = (token: string) => `/api/front/payments/${encodeURIComponent(token)}`;

/** `GET /api/front/payments/:token`: where the attempt stands, refreshed from the provider. */
export function usePaymentResult(lang: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.result(lang, token),
      queryFn: async ({ signal }) => (await api.get<PaymentResult>(at(token), { signal })).data,
      staleTime: 0,
      // A 404 (unknown token) is an answer, not a hiccup.
      retry: false,
    }),
  );
}

/** `POST /api/front/payments/:token/retry`: a new attempt; answers where the browser goes. */
export function useRetryPayment(token: string) {
  return useMutation({
    mutationFn: async () => (await api.post<PaymentRedirect>(`${at(token)}/retry`)).data,
  });
}

/** `GET /api/front/payments/test/:token`: the attempt test mode's page shows. */
export function useTestPayment(token: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.test(token),
      queryFn: async ({ signal }) =>
        (await api.get<TestPaymentPage>(`/api/front/payments/test/${encodeURIComponent(token)}`, { signal }))
          .data,
      staleTime: 0,
      retry: false,
    }),
  );
}

/** `POST /api/front/payments/test/:token`: pay with a test card or cancel. */
export function useDecideTestPayment(token: string) {
  return useMutation({
    mutationFn: async (action: TestPaymentAction) =>
      (await api.post<PaymentRedirect>(`/api/front/payments/test/${encodeURIComponent(token)}`, action)).data,
  });
}
