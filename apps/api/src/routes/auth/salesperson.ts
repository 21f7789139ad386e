import { salespersonLoginResult } from '@shop/shared';
import { loginSalesperson, logoutSalesperson } from '../../modules/salespeople/salesperson-auth.service.ts';
import { backOfficeSignInRoutes } from './back-office-sign-in.ts';

/** Salesperson sign-in (`/api/auth/salesperson`): its own token kind, rate-limited like admins'. */
export const salespersonAuthRoutes = backOfficeSignInRoutes({
  kind: 'salesperson',
  loginSummary: 'Salesperson sign-in: email + password → bearer token (inactive accounts refused)',
  result: salespersonLoginResult,
  login: loginSalesperson,
  logout: logoutSalesperson,
  loginNotice: 'notices.loggedIn',
});
