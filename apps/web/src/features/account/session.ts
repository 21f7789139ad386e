import type { CustomerLoginResult, CustomerProfile, NoticeKey } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths.ts';
import { i18n } from '../../i18n/index.ts';
import { userToken } from '../auth/tokens.ts';
import { accountKeys } from './api/keys.ts';

/** Keeps the new session: the token, and the profile the answer carried (no second request). */
export function startSession(queryClient: QueryClient, result: CustomerLoginResult): void {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  userToken.set(result.token);
  queryClient.setQueryData(accountKeys.profile(), result.user);
}

/**
 * Where a customer goes after signing in (SPEC 4): an approved account to the page it came from
 * (or home); an unconfirmed or not yet approved one to the approval screen, which says what to do
 * next (confirm the e-mail, or send the approval form).
 */
export function afterLoginPath(user: CustomerProfile, intended: string): string {
  return user.state === 'approved' ? intended : paths.dashboard.approvalForm;
}

/** The server's translated notice, else ours for the same event. */
export function noticeText(message: string | undefined, key: NoticeKey): string {
  return message || (i18n.t(`notices:${key}`) as string);
}
