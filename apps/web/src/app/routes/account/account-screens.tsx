import { lazyPage } from '../../route-boundary.tsx';

/*
 * The customer-account screens behind one lazy module (ADR 0014). The route table imports only
 * this file, lazily: the list of each screen's chunks lives here, not in the storefront's first
 * download, which is held to 170 KB of gzipped JavaScript (ADR 0006).
 */
const screens = {
  login: lazyPage(() => import('../store/login.tsx'), 'LoginPage'),
  register: lazyPage(() => import('../store/register.tsx'), 'RegisterPage'),
  reset: lazyPage(() => import('../store/reset.tsx'), 'ResetRequestPage'),
  passwordReset: lazyPage(() => import('../store/password-reset.tsx'), 'PasswordResetPage'),
  verifyEmail: lazyPage(() => import('../store/verify-email.tsx'), 'VerifyEmailPage'),
  /** The /dashboard frame with the customer sidebar (SPEC 2); its pages render in its outlet. */
  customerArea: lazyPage(() => import('../../layout/customer-sidebar-layout.tsx'), 'CustomerSidebarLayout'),
  profile: lazyPage(() => import('./profile.tsx'), 'ProfilePage'),
  addresses: lazyPage(() => import('./addresses.tsx'), 'AddressesPage'),
  approvalForm: lazyPage(() => import('./approval-form.tsx'), 'ApprovalFormPage'),
};

export type AccountScreenKey = keyof typeof screens;

export function AccountScreen({ screen }: { screen: AccountScreenKey }) {
  const Screen = screens[screen];
  return <Screen />;
}
