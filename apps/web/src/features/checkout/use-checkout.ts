import type { CheckoutChoicesInput, CheckoutQuote, ShopNoticeKey } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { orderKeys } from '../orders/api.ts';
import { paymentRedirect } from '../orders/payment-redirect.ts';
import {
  applyCoupon,
  CART_QUERIES,
  noticeOf,
  placeOrder,
  putChoices,
  type ReadyBuyer,
  removeCoupon,
} from './api.ts';
import { endCheckoutAttempt } from './idempotency.ts';

/** Which notice a choice earns (SPEC 8: address applied, delivery method applied…). */
function choiceNotice(input: CheckoutChoicesInput): ShopNoticeKey {
  if (input.addressId !== undefined) return 'addressApplied';
  if (input.rateId !== undefined) return 'deliveryMethodApplied';
  if (input.paymentMethodId !== undefined) return 'paymentMethodApplied';
  return 'noteSaved';
}

/** PUT cart/checkout with one choice; the quote is asked again whatever the answer. */
export function useApplyChoice(buyer: ReadyBuyer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: CheckoutChoicesInput; silent?: boolean }) => putChoices(buyer, input),
    onSuccess: ({ message }, { input, silent }) => {
      if (!silent) notify.success(noticeOf(message, choiceNotice(input)));
    },
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERIES }),
  });
}

export function useApplyCoupon(buyer: ReadyBuyer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyCoupon(buyer, code),
    onSuccess: ({ message }) => {
      notify.success(noticeOf(message, 'couponApplied'));
      return queryClient.invalidateQueries({ queryKey: CART_QUERIES });
    },
  });
}

export function useRemoveCoupon(buyer: ReadyBuyer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeCoupon(buyer),
    onSuccess: ({ message }) => notify.success(noticeOf(message, 'couponRemoved')),
    onError: (error) => notify.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERIES }),
  });
}

/** What the thank-you page is told of the order's payment method (its note: bank details). */
export interface ThankYouState {
  paymentNote?: string;
}

/**
 * Places the order with the attempt's key. A card order goes to the payment page; any other to
 * /thank-you. The key is kept after a failure (a retry is the same attempt) and dropped once the
 * order exists; the cart's queries are refreshed either way.
 */
export function usePlaceOrder(buyer: ReadyBuyer, quote: CheckoutQuote | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => placeOrder(buyer),
    onSuccess: ({ data, message }) => {
      endCheckoutAttempt(buyer.prefix);
      void queryClient.invalidateQueries({ queryKey: CART_QUERIES });
      void queryClient.invalidateQueries({
        queryKey: orderKeys.all(buyer.kind === 'customer' ? 'customer' : 'salesperson'),
      });
      if (data.payment) {
        paymentRedirect.go(data.payment.redirectUrl);
        return;
      }
      notify.success(noticeOf(message, 'orderPlaced'));
      const method = quote?.paymentMethods.find((m) => m.id === quote.choices.paymentMethodId);
      const state: ThankYouState = method?.note ? { paymentNote: method.note } : {};
      navigate(paths.thankYou(data.order.id), { state });
    },
    onError: (error) => {
      notify.error(error);
      void queryClient.invalidateQueries({ queryKey: CART_QUERIES });
    },
  });
}
