import { adminLoginResult } from '@shop/shared';
import { loginAdmin, logoutAdmin } from '../../modules/admins/admin-auth.service.ts';
import { backOfficeSignInRoutes } from './back-office-sign-in.ts';

export const adminAuthRoutes = backOfficeSignInRoutes({
  kind: 'admin',
  loginSummary: 'Admin sign-in: email + password → bearer token',
  result: adminLoginResult,
  login: loginAdmin,
  logout: logoutAdmin,
});
