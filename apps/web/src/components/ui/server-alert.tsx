import Alert from '@mui/material/Alert';

/** The server's refusal that belongs to no field, said above the form. */
export function ServerAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
