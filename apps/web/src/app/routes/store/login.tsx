import { zodResolver } from '@hookform/resolvers/zod';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CustomerLoginInput, customerLoginInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { signIn } from '../../../features/account/api/auth.ts';
import { AuthCard } from '../../../features/account/components/auth-card.tsx';
import { FormTextField } from '../../../features/account/components/form-text-field.tsx';
import { InlineLink } from '../../../features/account/components/inline-link.tsx';
import { PasswordField } from '../../../features/account/components/password-field.tsx';
import { placeServerErrors } from '../../../features/account/components/server-errors.ts';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CustomerLoginInput>({
    resolver: zodResolver(customerLoginInput),
    defaultValues: { login: '', password: '' },
  });

  const login = useMutation({
    mutationFn: signIn,
    onSuccess: ({ data, message }) => {
      startSession(queryClient, data);
      notify.success(noticeText(message, 'loggedIn'));
      navigate(afterLoginPath(data, intendedPath(location.state, '')), { replace: true });
    },
    onError: (error) => {
      setServerError(placeServerErrors(error, ['login', 'password'], form.setError));
    },
  });

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
      <Box
        component="form"
        noValidate
        aria-label={tc('pages.login')}
        onSubmit={form.handleSubmit((values) => {
          setServerError(null);
          login.mutate(values);
        })}
      >
        <Stack spacing={2.5}>
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : null}
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
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
