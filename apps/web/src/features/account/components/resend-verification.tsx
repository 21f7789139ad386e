import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../components/ui/toast/notify.ts';
import { cooldownSeconds, resendVerification } from '../api/auth.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useAccountT } from '../i18n.ts';
import { noticeText } from '../session.ts';
import { ResendButton } from './resend-button.tsx';

/**
 * "Send the verification e-mail again" with the server's cooldown counted down in seconds
 * (SPEC 4). The server answers alike for every address (it never says "already verified"), so
 * `onSent` lets a signed-in page reload the account to see whether it is verified by now. A
 * rate-limit answer (429) restarts the count from the server's figure.
 */
export function ResendVerification({
  email,
  initialSeconds = 0,
  onSent,
}: {
  email: string;
  initialSeconds?: number;
  onSent?: () => void;
}) {
  const t = useAccountT();
  const countdown = useCountdown(initialSeconds);
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => resendVerification({ email }),
    onSuccess: ({ data, message }) => {
      setProblem(null);
      countdown.start(data.retryAfterSeconds);
      notify.success(noticeText(message, 'verificationSent'));
      onSent?.();
    },
    onError: (error) => {
      const wait = cooldownSeconds(error);
      if (wait !== null) {
        countdown.start(wait);
        setProblem(null);
        return;
      }
      setProblem(error.message);
    },
  });
  return (
    <Stack spacing={1.5} alignItems="stretch">
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      ) : null}
      <ResendButton
        seconds={countdown.seconds}
        pending={resend.isPending}
        onClick={() => resend.mutate()}
        label={t('verify.resend')}
      />
    </Stack>
  );
}
