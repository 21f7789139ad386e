import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * What a form page says instead of its form (sent, sign in first, not allowed) and the ways on
 * from there. Thanks are a status with a tick; the others are alerts read out at once.
 */
export function Notice({
  severity,
  title,
  children,
  actions,
}: {
  severity: 'success' | 'warning' | 'error';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const success = severity === 'success';
  return (
    <Alert
      severity={severity}
      role={success ? 'status' : 'alert'}
      {...(success ? { icon: <CheckCircleOutline /> } : {})}
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {actions}
      </Stack>
    </Alert>
  );
}
