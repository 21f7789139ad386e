import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ResetPasswordInput, resetPasswordInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { resetPassword } from '../../../features/account/api/auth.ts';
import { NewPasswordFields } from '../../../features/account/components/account-fields.tsx';
import { AuthCard } from '../../../features/account/components/auth-card.tsx';
import { useAccountT } from '../../../features/account/i18n.ts';
import { noticeText } from '../../../features/account/session.ts';
import { translateMessage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { placeServerErrorsOrSay } from '../../../lib/server-errors.ts';

const LINK_ERRORS = new Set(['resetLinkInvalid', 'resetLinkExpired']);

/**
 * How a reset ended, with the one way on: a link used, replaced, expired or not this address's
 * asks for a new one; a changed password goes to the sign-in.
 */
function Outcome({ broken, message }: { broken: boolean; message: string }) {
  const t = useAccountT();
  return (
    <AuthCard
      title={t(broken ? 'passwordReset.brokenTitle' : 'passwordReset.doneTitle')}
      icon={broken ? <LinkOffOutlined /> : <CheckCircleOutline />}
      focusTitle
    >
      <Stack spacing={2.5}>
        <Alert severity={broken ? 'error' : 'success'}>{message}</Alert>
        <Button component={RouterLink} to={broken ? paths.reset : paths.login} variant="contained">
          {t(broken ? 'passwordReset.askAgain' : 'passwordReset.toLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** /password/reset/:token/:email (guests only): the new password twice (SPEC 2, 5). */
export function PasswordResetPage() {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  const { token = '', email = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { token, email, password: '', passwordConfirmation: '' },
  });

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => setDone(noticeText(message, 'passwordReset')),
    onError: (error) => {
      if (isApiError(error) && LINK_ERRORS.has(error.code)) {
        setBroken(error.message);
        return;
      }
      setServerError(placeServerErrorsOrSay(error, form.setError, ['password', 'passwordConfirmation']));
    },
  });

  if (done) return <Outcome broken={false} message={done} />;
  if (broken) return <Outcome broken message={broken} />;

  // The link itself is malformed (the schema refuses its token or address): nothing to fill in.
  const { errors } = form.formState;
  const linkProblem = translateMessage(errors.token?.message ?? errors.email?.message);

  return (
    <AuthCard title={tc('pages.passwordReset')} intro={t('passwordReset.intro')} icon={<KeyOutlined />}>
      <Box
        component="form"
        noValidate
        aria-label={tc('pages.passwordReset')}
        onSubmit={form.handleSubmit((values) => {
          setServerError(null);
          reset.mutate(values);
        })}
      >
        <Stack spacing={2.5}>
          {serverError || linkProblem ? (
            <Alert severity="error" role="alert">
              {serverError ?? t('passwordReset.linkMalformed')}
            </Alert>
          ) : null}
          <TextField
            label={t('fields.email')}
            value={email}
            autoComplete="username"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          />
          <NewPasswordFields form={form} label={t('fields.newPassword')} />
          <SubmitButton
            size="large"
            pending={reset.isPending}
            label={t('passwordReset.submit')}
            pendingLabel={t('passwordReset.submitting')}
          />
        </Stack>
      </Box>
    </AuthCard>
  );
}
