import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { ServerAlert } from '../../../components/ui/server-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/**
 * The frame of a visitor's form (contact, quote request): what the page says first (e.g. "sent"),
 * the server's refusal, the fields, and the send button saying while it sends.
 */
export function SendForm({
  label,
  onSubmit,
  sending,
  sendLabel,
  sendingLabel,
  notice,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: { pending: boolean; serverError: string | null };
  sendLabel: string;
  sendingLabel: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack spacing={2.5}>
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
