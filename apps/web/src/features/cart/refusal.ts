import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { Buyer } from '../../lib/buyer.ts';
import { cartOwnerOf } from './api.ts';

/**
 * SPEC 8 before any call: a visitor must log in ('Please login to continue the procedure'), a
 * salesperson must pick the customer first. An `ApiError` like the server's own refusals, so a
 * caller handles both alike. Null when the buyer has a cart.
 */
export function cartRefusal(buyer: Buyer): ApiError | null {
  if (buyer.kind === 'visitor') return new ApiError(401, 'unauthenticated', i18n.t('errors:unauthenticated'));
  if (cartOwnerOf(buyer) === null) {
    return new ApiError(409, 'selectUserFirst', i18n.t('errors:selectUserFirst'));
  }
  return null;
}
