import type {
  CouponInput,
  CouponRecord,
  PaymentMethodInput,
  PaymentMethodRecord,
  PaymentMethodZones,
  PaymentMethodZonesInput,
  TaxGroupInput,
  TaxGroupRecord,
} from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCrud } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/* The back office's tax groups, coupons and payment methods (docs/api/admin-commerce.md). */

export const taxGroups = adminCrud<TaxGroupRecord, TaxGroupRecord, TaxGroupInput>('tax-groups');
export const coupons = adminCrud<CouponRecord, CouponRecord, CouponInput>('coupons');
export const paymentMethods = adminCrud<PaymentMethodRecord, PaymentMethodRecord, PaymentMethodInput>(
  'payment-methods',
);

/** `GET /api/admin/payment-methods/:id/zones`: the zones it is offered in and every zone. */
export const paymentMethodZonesQuery = (id: number) =>
  queryOptions({
    queryKey: [...paymentMethods.keys.all, 'zones', id] as const,
    queryFn: async ({ signal }) =>
      (await adminApi.get<PaymentMethodZones>(`${paymentMethods.base}/${id}/zones`, { signal })).data,
  });

/** `PUT …/zones`: replaces the set; the method's zone count on the list changes with it. */
export function useSetPaymentMethodZones(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentMethodZonesInput) =>
      adminApi.put<PaymentMethodZones>(`${paymentMethods.base}/${id}/zones`, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(paymentMethodZonesQuery(id).queryKey, result.data);
      await queryClient.invalidateQueries({ queryKey: paymentMethods.keys.all });
    },
  });
}
