import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in one or two sentences. */
  description: ReactNode;
  confirmLabel: string;
  /** Red confirm button for deletions and restrictions. */
  destructive?: boolean;
  /** The action is running: buttons are disabled and the dialog stays open. */
  pending?: boolean;
  /** Extra inputs (a reason, a choice); the dialog is a form, so Enter confirms. */
  children?: ReactNode;
  /** Keeps the confirm button disabled (e.g. a required input is empty). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Every back-office action asks first (ADR 0008). The dialog is a form: Enter confirms, Escape and
 * Cancel close it; while the action runs it cannot be closed, and the caller closes it when done.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, destructive, pending, children, confirmDisabled } = props;
  const { t } = useTranslation('inline');
  const titleId = useId();
  const textId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirmDisabled) props.onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div" sx={{ mb: children ? 2 : 0 }}>
          {description}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={pending || confirmDisabled}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          autoFocus={!children}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
