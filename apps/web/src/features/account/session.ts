import type { NoticeKey, UserLoginResult } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths.ts';
import { i18n } from '../../i18n/index.ts';
import { salespersonToken, userToken } from '../../lib/auth-tokens.ts';
import { salesKeys } from '../../lib/salesperson-session.ts';
import { accountKeys } from './api/keys.ts';

/**
 * Keeps the new session: the token of its kind and the profile the answer carried (no second
 * request). `/login` signs customers and salespeople in (ADR 0030) and a browser holds one of the
 * two sessions at a time, so the other kind's session ends here.
 */
export function startSession(queryClient: QueryClient, result: UserLoginResult): void {
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
export function noticeText(message: string | undefined, key: NoticeKey): string {
  return message || (i18n.t(`notices:${key}`) as string);
}
