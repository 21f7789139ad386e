import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ApiSuccess } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert } from '../../back-office/kit/fields.tsx';
import { notify } from '../../components/ui/toast/notify.ts';

/**
 * The delete action of a detail screen: asks first (ADR 0008), shows the server's refusal (e.g. a
 * menu that another menu combines) above the button, and goes back to the list once done.
 */
export function DeleteRecord({
  label,
  title,
  description,
  done,
  backTo,
  onDelete,
}: {
  label: string;
  title: string;
  description: ReactNode;
  /** The notice when the server sends none. */
  done: string;
  backTo: string;
  onDelete: () => Promise<ApiSuccess<null>>;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    try {
      const result = await onDelete();
      setOpen(false);
      notify.success(result.message ?? done);
      navigate(backTo, { replace: true });
    } catch (error) {
      setOpen(false);
      setRefused(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}>
      <FormAlert message={refused} onClose={() => setRefused(null)} />
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={label}
        destructive
        pending={pending}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Paper>
  );
}
