import type {
  CooldownResult,
  CustomerLoginInput,
  CustomerRegisterInput,
  CustomerRegisterResult,
  ForgotPasswordInput,
  ResendVerificationInput,
  ResetPasswordInput,
  UserLoginResult,
  VerifyEmailInput,
  VerifyEmailResult,
} from '@shop/shared';
import { api, isApiError } from '../../../lib/api-client.ts';

/*
 * The customer's auth calls (the sign-in also signs salespeople in) (docs/api/customer-accounts.md "Auth: /api/auth/user"). Each answers
 * `{ data, message }`; `message` is the translated notice the screens show.
 */

export const registerCustomer = (input: CustomerRegisterInput) =>
  api.post<CustomerRegisterResult>('/api/auth/user/register', input);

/** `/login` for customers and salespeople alike; `data.kind` says who signed in (ADR 0030). */
export const signIn = (input: CustomerLoginInput) => api.post<UserLoginResult>('/api/auth/user/login', input);

export const verifyEmail = (input: VerifyEmailInput) =>
  api.post<VerifyEmailResult>('/api/auth/user/verify', input);

export const resendVerification = (input: ResendVerificationInput) =>
  api.post<CooldownResult>('/api/auth/user/verify/resend', input);

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<CooldownResult>('/api/auth/user/password/forgot', input);

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<null>('/api/auth/user/password/reset', input);

/**
 * Seconds to wait after a 429 (`cooldown` or `rateLimited`). The server sends them in
 * `Retry-After` and in its message ("Please wait 42 seconds…"); the shared client keeps only the
 * message, so the number is read from there.
 */
export function cooldownSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const match = /\d+/.exec(error.message);
  return match ? Number(match[0]) : null;
}
