import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminLoginInput, adminLoginInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ColorModeToggle } from '../../components/ui/color-mode-toggle.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { intendedPath } from '../../features/auth/guards.tsx';
import { adminToken } from '../../features/auth/tokens.ts';
import { PageMeta } from '../../features/site/page-meta.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { isApiError } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { loginAdmin } from '../framework/admin-session.ts';

const FIELDS: ReadonlyArray<FieldPath<AdminLoginInput>> = ['email', 'password'];

function AdminLoginForm() {
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
  } = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginInput),
    defaultValues: { email: '', password: '' },
  });

  const login = useMutation({
    mutationFn: loginAdmin,
    onSuccess: async (result) => {
      adminToken.set(result.token);
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.profile, result.admin);
      await queryClient.invalidateQueries({ queryKey: adminKeys.profile });
      notify.success(t('notices:loggedIn'));
      navigate(intendedPath(location.state, paths.admin.root), { replace: true });
    },
    onError: (error) => {
      // Field errors go back under their fields; anything else is said above the form.
      const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
      let placed = false;
      for (const field of FIELDS) {
        const message = fieldErrors?.[field]?.[0];
        if (message) {
          setError(field, { type: 'server', message });
          placed = true;
        }
      }
      setServerError(placed ? null : error.message);
    },
  });

  const email = register('email');
  const password = register('password');

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="admin-login-title"
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
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          fullWidth
          name={email.name}
          inputRef={email.ref}
          onChange={email.onChange}
          onBlur={email.onBlur}
          error={Boolean(errors.email)}
          helperText={translateMessage(errors.email?.message)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          name={password.name}
          inputRef={password.ref}
          onChange={password.onChange}
          onBlur={password.onBlur}
          error={Boolean(errors.password)}
          helperText={translateMessage(errors.password?.message)}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /admin-panel/secure/login; an admin who already holds a token goes to the dashboard. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  if (adminToken.get()) return <Navigate to={paths.admin.root} replace />;
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <PageMeta title={t('login.title')} />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" justifyContent="flex-end" alignItems="center" spacing={1} sx={{ mb: 2 }}>
          <LanguageSwitch />
          <ColorModeToggle />
        </Stack>
        <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
          <LockOutlined color="primary" aria-hidden="true" sx={{ fontSize: 40 }} />
          <Typography id="admin-login-title" variant="h1" component="h1" sx={{ fontSize: '1.6rem' }}>
            {t('login.title')}
          </Typography>
          <Typography component="p" color="text.secondary">
            {t('login.intro')}
          </Typography>
        </Stack>
        <AdminLoginForm />
      </Paper>
    </Box>
  );
}
