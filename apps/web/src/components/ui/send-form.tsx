import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { ServerAlert } from './server-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * The frame of a form that sends once (contact, quote request, review, approval upload): what the
 * page says first (e.g. "sent"), the server's refusal, the fields, and the send button saying while
 * it sends.
 */
export function SendForm({
  label,
  onSubmit,
  sending,
  sendLabel,
  sendingLabel,
  notice,
  spacing = 2.5,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: { pending: boolean; serverError: string | null };
  sendLabel: string;
  sendingLabel: string;
  notice?: ReactNode;
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack spacing={spacing}>
        {notice}
        <ServerAlert message={sending.serverError} />
        {children}
        <Box>
          <SubmitButton
            size="large"
            pending={sending.pending}
            label={sendLabel}
            pendingLabel={sendingLabel}
          />
        </Box>
      </Stack>
    </Box>
  );
}
