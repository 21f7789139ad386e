import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import type { CrudResource } from '../../back-office/kit/crud-resource.ts';
import { FormAlert, placeServerErrors } from '../../back-office/kit/fields.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';

/**
 * The save flow of the forms here (ADR 0008: saves ask first): `ask` opens the confirm dialog;
 * confirming creates or updates the record. Field errors from the server go under their fields;
 * anything else above the form.
 */
export function useCmsSaveFlow<TValues extends FieldValues, TInput, TRecord extends { id: number }>(options: {
  resource: Pick<CrudResource<TRecord, unknown, TInput>, 'useCreate' | 'useUpdate'>;
  record: TRecord | undefined;
  fields: ReadonlyArray<FieldPath<TValues>>;
  setError: UseFormSetError<TValues>;
  /** The notices when the server sends none. */
  notices: { created: string; updated: string };
  /** The request body of the confirmed values (e.g. a fixed placement added). */
  body?: (values: TInput) => TInput;
  onCreated: (saved: TRecord) => void;
  onUpdated: (saved: TRecord, previous: TRecord) => void;
}) {
  const { resource, record, fields, setError, notices, body, onCreated, onUpdated } = options;
  const create = resource.useCreate();
  const update = resource.useUpdate(record?.id ?? 0);
  const confirm = useConfirmedSubmit<TInput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const onError = (error: Error) => {
    confirm.close();
    if (!placeServerErrors(error, setError, fields)) setServerError(error.message);
  };
  const save = () => {
    const values = confirm.values;
    if (!values) return;
    setServerError(null);
    const input = body ? body(values) : values;
    if (record) {
      update.mutate(input, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? notices.updated);
          onUpdated(result.data, record);
        },
        onError,
      });
    } else {
      create.mutate(input, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? notices.created);
          onCreated(result.data);
        },
        onError,
      });
    }
  };
  return {
    confirm,
    save,
    saving,
    serverError,
    clearServerError: () => setServerError(null),
    ask: (values: TInput) => {
      setServerError(null);
      confirm.ask(values);
    },
  };
}

/** The form's frame: the refusal above it, the fields, the submit button and the save dialog. */
export function CmsFormFrame({
  label,
  flow,
  onSubmit,
  submitLabel,
  dialog,
  children,
}: {
  label: string;
  flow: {
    confirm: { open: boolean; close: () => void };
    save: () => void;
    saving: boolean;
    serverError: string | null;
    clearServerError: () => void;
  };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The button's and the dialog's confirm label. */
  submitLabel: string;
  dialog: { title: string; description: ReactNode };
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FormAlert message={flow.serverError} onClose={flow.clearServerError} />
      <Box component="form" noValidate aria-label={label} onSubmit={onSubmit}>
        <Grid container spacing={2.5}>
          {children}
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" disabled={flow.saving}>
              {submitLabel}
            </Button>
          </Grid>
        </Grid>
      </Box>
      <ConfirmDialog
        open={flow.confirm.open}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={submitLabel}
        pending={flow.saving}
        onConfirm={flow.save}
        onClose={flow.confirm.close}
      />
    </Paper>
  );
}
