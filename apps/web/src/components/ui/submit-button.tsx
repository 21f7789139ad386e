import Button, { type ButtonProps } from '@mui/material/Button';

/** A form's submit button: disabled, and saying `pendingLabel`, while its request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
  size,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Disabled for another reason too (nothing changed yet). */
  disabled?: boolean;
  size?: ButtonProps['size'];
}) {
  return (
    <Button type="submit" variant="contained" size={size} disabled={pending || disabled}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
