import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type CustomerLoginInput, customerLoginInput } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SignInForm } from '../../../back-office/kit/sign-in-form.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { signIn } from '../../../features/account/api/auth.ts';
import { AuthCard } from '../../../features/account/components/auth-card.tsx';
import { InlineLink } from '../../../features/account/components/inline-link.tsx';
import { PasswordField } from '../../../features/account/components/password-field.tsx';
import { useAccountT } from '../../../features/account/i18n.ts';
import { afterLoginPath, noticeText, startSession } from '../../../features/account/session.ts';
import { intendedPath } from '../../../features/auth/guards.tsx';

/**
 * /login (guests only), the one sign-in of customers and salespeople (SPEC 2, ADR 0030): by
 * e-mail or phone; then a customer's next step for its account state (SPEC 4–5, 8), or the
 * salesperson's area.
 */
export function LoginPage() {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (
    <AuthCard
      title={tc('pages.login')}
      intro={t('login.intro')}
      icon={<LoginOutlined />}
      footer={
        <Typography component="p">
          {t('login.noAccount')} <InlineLink to={paths.register}>{t('login.registerLink')}</InlineLink>
        </Typography>
      }
    >
      <SignInForm<CustomerLoginInput, Awaited<ReturnType<typeof signIn>>>
        schema={customerLoginInput}
        defaultValues={{ login: '', password: '' }}
        fields={['login', 'password']}
        label={tc('pages.login')}
        submitLabel={t('login.submit')}
        submittingLabel={t('login.submitting')}
        signIn={signIn}
        onSignedIn={({ data, message }) => {
          startSession(queryClient, data);
          notify.success(noticeText(message, 'loggedIn'));
          navigate(afterLoginPath(data, intendedPath(location.state, '')), { replace: true });
        }}
      >
        {(form) => (
          <>
            <FormTextField
              form={form}
              name="login"
              label={t('fields.login')}
              hint={t('login.loginHint')}
              autoComplete="username"
              required
              ltr
            />
            <PasswordField
              form={form}
              name="password"
              label={t('fields.password')}
              autoComplete="current-password"
              required
            />
            <Box sx={{ textAlign: 'end', mt: '8px !important' }}>
              <InlineLink to={paths.reset}>{t('login.forgot')}</InlineLink>
            </Box>
          </>
        )}
      </SignInForm>
    </AuthCard>
  );
}
