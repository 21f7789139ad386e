import { zodResolver } from '@hookform/resolvers/zod';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ForgotPasswordInput, forgotPasswordInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/ui/form-text-field.tsx';
import { ServerAlert } from '../../../components/ui/server-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { cooldownSeconds, forgotPassword } from '../../../features/account/api/auth.ts';
import { AuthCard } from '../../../features/account/components/auth-card.tsx';
import { InlineLink } from '../../../features/account/components/inline-link.tsx';
import { ResendButton } from '../../../features/account/components/resend-button.tsx';
import { useCountdown } from '../../../features/account/hooks/use-countdown.ts';
import { useAccountT } from '../../../features/account/i18n.ts';
import { noticeText } from '../../../features/account/session.ts';
import { placeServerErrorsOrSay } from '../../../lib/server-errors.ts';

/**
 * /reset (guests only): asks for a reset link. The answer is the same whether or not an account
 * uses the address; asking again waits for the server's cooldown, counted down in seconds (SPEC 5).
 */
export function ResetRequestPage() {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  const countdown = useCountdown();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });

  const ask = useMutation({
    mutationFn: forgotPassword,
    onSuccess: ({ data, message }) => {
      setSent(noticeText(message, 'resetLinkSent'));
      countdown.start(data.retryAfterSeconds);
    },
    onError: (error) => {
      const wait = cooldownSeconds(error);
      if (wait !== null) {
        countdown.start(wait);
        setServerError(null);
        return;
      }
      setServerError(placeServerErrorsOrSay(error, form.setError, ['email']));
    },
  });

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    ask.mutate(values);
  });

  return (
    <AuthCard
      title={tc('pages.reset')}
      intro={t('reset.intro')}
      icon={<LockResetOutlined />}
      footer={
        <Typography component="p">
          <InlineLink to={paths.login}>{t('reset.backToLogin')}</InlineLink>
        </Typography>
      }
    >
      <Box component="form" noValidate aria-label={tc('pages.reset')} onSubmit={submit}>
        <Stack spacing={2.5}>
          {sent ? (
            <Alert severity="success" role="status">
              {sent}
            </Alert>
          ) : null}
          <ServerAlert message={serverError} />
          <EmailField form={form} label={t('fields.email')} />
          <ResendButton
            seconds={countdown.seconds}
            pending={ask.isPending}
            type="submit"
            label={sent ? t('reset.submitAgain') : t('reset.submit')}
            variant="contained"
          />
        </Stack>
      </Box>
    </AuthCard>
  );
}
