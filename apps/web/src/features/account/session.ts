import type { ShopNoticeKey, UserLoginResult } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths.ts';
import { i18n } from '../../i18n/index.ts';
import { salespersonToken, userToken } from '../../lib/auth-tokens.ts';
import { salesCustomer } from '../../lib/buyer.ts';
import { salesKeys } from '../../lib/salesperson-session.ts';
import { clearStoredCarts } from '../../lib/storage.ts';
import { cartKeys } from '../cart/api.ts';
import { accountKeys } from './api/keys.ts';

/**
 * Forgets the carts of the session that ends: the copies kept in this browser (the customer's
 * key does not name the customer, lib/buyer.ts), the cached ones and the salesperson's pick, so
 * the next account on this browser never sees them.
 */
function forgetCarts(queryClient: QueryClient): void {
  clearStoredCarts();
  salesCustomer.set(null);
  queryClient.removeQueries({ queryKey: cartKeys.all });
}

/**
 * Keeps the new session: the token of its kind and the profile the answer carried (no second
 * request). `/login` signs customers and salespeople in (ADR 0030) and a browser holds one of the
 * two sessions at a time, so the other kind's session ends here.
 */
export function startSession(queryClient: QueryClient, result: UserLoginResult): void {
  forgetCarts(queryClient);
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: salesKeys.all });
  if (result.kind === 'customer') {
    salespersonToken.set(null);
    userToken.set(result.token);
    queryClient.setQueryData(accountKeys.profile(), result.user);
  } else {
    userToken.set(null);
    salespersonToken.set(result.token);
    queryClient.setQueryData(salesKeys.profile, result.salesperson);
  }
}

/** Ends whichever storefront session is held (customer or salesperson) on this side. */
export function endSession(queryClient: QueryClient): void {
  userToken.set(null);
  salespersonToken.set(null);
  forgetCarts(queryClient);
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: salesKeys.all });
}

const under = (path: string, root: string) =>
  path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`);

/**
 * Where the sign-in leads (SPEC 4, ADR 0030), given the page a guard sent the visitor from (`''`
 * when none). A customer: an approved account back to that page (or home), an unconfirmed or not
 * yet approved one to the approval screen, which says what to do next. A salesperson: to its
 * area, or back to the storefront page it came from. Neither is sent into the other's area.
 */
export function afterLoginPath(result: UserLoginResult, from: string): string {
  if (result.kind === 'salesperson') {
    return from && !under(from, paths.dashboard.root) ? from : paths.salesperson.customers;
  }
  if (result.user.state !== 'approved') return paths.dashboard.approvalForm;
  return from && !under(from, paths.salesperson.root) ? from : paths.home;
}

/** The server's translated notice, else ours for the same event. */
export function noticeText(message: string | undefined, key: ShopNoticeKey): string {
  return message || (i18n.t(`notices:${key}`) as string);
}
