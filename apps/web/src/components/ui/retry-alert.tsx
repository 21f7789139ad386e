import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A read that failed for a reason worth retrying (network, server): the reason and a retry button.
 * The one such alert of the storefront and the back office, so a failed read looks and reads the
 * same wherever it happens. `title` adds a bold first line above the server's message.
 */
export function RetryAlert({
  error,
  onRetry,
  title,
  sx,
}: {
  error: Error;
  onRetry: () => void;
  title?: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {title ? (
        <>
          <Typography component="p" fontWeight={600}>
            {title}
          </Typography>
          <Typography component="p" variant="body2">
            {error.message}
          </Typography>
        </>
      ) : (
        error.message
      )}
    </Alert>
  );
}
