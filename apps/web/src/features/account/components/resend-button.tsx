import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccountT } from '../i18n.ts';

/**
 * "Send again", disabled while the server's cooldown runs, with the seconds left beside it
 * (SPEC 4–5). The seconds sit in a `timer` (not announced every second); the button says why it
 * is disabled through its description.
 */
export function ResendButton({
  seconds,
  pending,
  onClick,
  label,
  variant = 'outlined',
  type = 'button',
}: {
  seconds: number;
  pending: boolean;
  /** A submit button sends its form; a plain button calls `onClick`. */
  type?: 'button' | 'submit';
  onClick?: () => void;
  label: string;
  variant?: ButtonProps['variant'];
}) {
  const t = useAccountT();
  const waiting = seconds > 0;
  return (
    <Stack spacing={0.75} alignItems={type === 'submit' ? 'stretch' : 'center'}>
      <Button
        type={type}
        variant={variant}
        onClick={onClick}
        fullWidth={type === 'submit'}
        size={type === 'submit' ? 'large' : 'medium'}
        disabled={pending || waiting}
        aria-describedby={waiting ? 'resend-countdown' : undefined}
      >
        {pending ? t('common.sending') : label}
      </Button>
      {waiting ? (
        <Typography
          id="resend-countdown"
          role="timer"
          variant="body2"
          color="text.secondary"
          textAlign="center"
        >
          {t('common.retryIn', { seconds })}
        </Typography>
      ) : null}
    </Stack>
  );
}
