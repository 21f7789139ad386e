import { zodResolver } from '@hookform/resolvers/zod';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SalespersonLoginInput, salespersonLoginInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import '../admin/i18n.ts';
import { FormTextField, placeServerErrors } from '../admin/components/form-fields.tsx';
import { ColorModeToggle } from '../components/ui/color-mode-toggle.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { RouterLink } from '../components/ui/router-link.tsx';
import { MAIN_CONTENT_ID } from '../components/ui/skip-link.tsx';
import { notify } from '../components/ui/toast/notify.ts';
import { paths } from '../config/paths.ts';
import { intendedPath } from '../features/auth/guards.tsx';
import { PageMeta } from '../features/site/page-meta.tsx';
import { loginSalesperson, salesKeys } from './api.ts';
import { salespersonToken } from './token.ts';

function SalespersonLoginForm() {
  const { t } = useTranslation(['admin', 'notices']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SalespersonLoginInput>({
    resolver: zodResolver(salespersonLoginInput),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: loginSalesperson,
    onSuccess: (result) => {
      salespersonToken.set(result.token);
      queryClient.removeQueries({ queryKey: salesKeys.all });
      queryClient.setQueryData(salesKeys.profile, result.salesperson);
      notify.success(t('notices:loggedIn'));
      navigate(intendedPath(location.state, paths.salesperson.customers), { replace: true });
    },
    onError: (error) => {
      const placed = placeServerErrors(error, setError, ['email', 'password']);
      setServerError(placed ? null : error.message);
    },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="sales-login-title"
      onSubmit={handleSubmit((values) => {
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
        <FormTextField<SalespersonLoginInput>
          name="email"
          register={register}
          label={t('admin:sales.login.email')}
          type="email"
          autoComplete="username"
          required
          ltr
          error={errors.email?.message}
        />
        <FormTextField<SalespersonLoginInput>
          name="password"
          register={register}
          label={t('admin:sales.login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? t('admin:sales.login.submitting') : t('admin:sales.login.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /salesperson/login: the sales team's own sign-in (ADR 0008). */
export function SalespersonLoginPage() {
  const { t } = useTranslation('admin');
  if (salespersonToken.get()) return <Navigate to={paths.salesperson.customers} replace />;
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <PageMeta title={t('sales.login.title')} />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" justifyContent="flex-end" alignItems="center" spacing={1} sx={{ mb: 2 }}>
          <LanguageSwitch />
          <ColorModeToggle />
        </Stack>
        <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
          <BadgeOutlined color="primary" aria-hidden="true" sx={{ fontSize: 40 }} />
          <Typography id="sales-login-title" variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
            {t('sales.login.title')}
          </Typography>
          <Typography component="p" color="text.secondary" textAlign="center">
            {t('sales.login.intro')}
          </Typography>
        </Stack>
        <SalespersonLoginForm />
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.home}>
            {t('sales.login.backToShop')}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
