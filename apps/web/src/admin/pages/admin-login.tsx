import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminLoginInput, adminLoginInput } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SignInForm } from '../../back-office/kit/sign-in-form.tsx';
import { BoundTextField } from '../../components/ui/form-text-field.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { intendedPath } from '../../features/auth/guards.tsx';
import { PageMeta } from '../../features/site/page-meta.tsx';
import { ColorModeToggle } from '../../features/theme/color-mode-toggle.tsx';
import { adminToken } from '../../lib/auth-tokens.ts';
import '../../back-office/i18n.ts';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { loginAdmin } from '../framework/admin-session.ts';

/** The sign-in's fields, each as the browser's password manager knows it. */
const INPUTS = [
  { name: 'email', type: 'email', autoComplete: 'username', ltr: true },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;
const FIELDS: ReadonlyArray<FieldPath<AdminLoginInput>> = INPUTS.map((input) => input.name);

function AdminLoginForm() {
  const { t } = useTranslation(['admin', 'notices']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (
    <SignInForm<AdminLoginInput, Awaited<ReturnType<typeof loginAdmin>>>
      schema={adminLoginInput}
      defaultValues={{ email: '', password: '' }}
      fields={FIELDS}
      labelledBy="admin-login-title"
      submitLabel={t('login.submit')}
      submittingLabel={t('login.submitting')}
      signIn={loginAdmin}
      onSignedIn={async (result) => {
        adminToken.set(result.token);
        queryClient.removeQueries({ queryKey: adminKeys.all });
        queryClient.setQueryData(adminKeys.profile, result.admin);
        await queryClient.invalidateQueries({ queryKey: adminKeys.profile });
        notify.success(t('notices:loggedIn'));
        navigate(intendedPath(location.state, paths.admin.root), { replace: true });
      }}
    >
      {({ register, formState: { errors } }) =>
        INPUTS.map(({ name, ...input }) => (
          <BoundTextField
            key={name}
            label={t(`login.${name}`)}
            {...input}
            required
            field={register(name)}
            error={errors[name]?.message}
          />
        ))
      }
    </SignInForm>
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
