import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ApiSuccess, idParams } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useId, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../components/ui/toast/notify.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useKitT } from '../i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { CrudResource } from './crud-resource.ts';
import { FormAlert, placeServerErrors } from './fields.tsx';
import { loadGate } from './query-state.tsx';
import { useConfirmedSubmit } from './use-confirmed-submit.ts';

/**
 * The save flow of every record form (ADR 0008: saves ask first): `ask` opens the confirm dialog;
 * confirming creates or updates the record. Field errors from the server go under their fields;
 * anything else above the form.
 */
export function useSaveFlow<TValues extends FieldValues, TInput, TRecord extends { id: number }>(options: {
  resource: Pick<CrudResource<TRecord, unknown, TInput>, 'useCreate' | 'useUpdate'>;
  record: TRecord | undefined;
  /** The paths a server error may name; a function reads them when the error comes (lists that grow). */
  fields: ReadonlyArray<FieldPath<TValues>> | (() => ReadonlyArray<FieldPath<TValues>>);
  setError: UseFormSetError<TValues>;
  /** The notices when the server sends none (the kit's "Added/Saved successfully" otherwise). */
  notices?: { created: string; updated: string };
  /** The request body of the confirmed values (e.g. a fixed placement added). */
  body?: (values: TInput) => TInput;
  /** After an add: the new record's screen (replacing the add screen in the history)… */
  createdHref?: (saved: TRecord) => string;
  /** …or what else happens. */
  onCreated?: (saved: TRecord) => void;
  onUpdated: (saved: TRecord, previous: TRecord) => void;
}) {
  const t = useKitT();
  const navigate = useNavigate();
  const { resource, record, fields, setError, body, createdHref, onUpdated } = options;
  const onCreated =
    options.onCreated ??
    ((saved: TRecord) => {
      if (createdHref) navigate(createdHref(saved), { replace: true });
    });
  const notices = options.notices ?? { created: t('created'), updated: t('saved') };
  const create = resource.useCreate();
  const update = resource.useUpdate(record?.id ?? 0);
  const confirm = useConfirmedSubmit<TInput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const onError = (error: Error) => {
    confirm.close();
    const paths = typeof fields === 'function' ? fields() : fields;
    if (!placeServerErrors(error, setError, paths)) setServerError(error.message);
  };
  const save = () => {
    const values = confirm.values;
    if (values === null) return;
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

/** What a form frame needs of its save flow. */
export interface FrameFlow {
  confirm: { open: boolean; close: () => void };
  save: () => void;
  saving: boolean;
  serverError: string | null;
  clearServerError: () => void;
}

/**
 * The form's frame: the refusal above it, the fields, the submit button and the save dialog. The
 * dialog says what `dialog` gives, or, given the record's `name`, the kit's add/save question
 * (and an edit form's button says "Save changes").
 */
export function FormFrame({
  label,
  flow,
  onSubmit,
  submitLabel,
  dialog,
  record,
  children,
}: {
  label: string;
  flow: FrameFlow;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The button's and the dialog's confirm label. */
  submitLabel: string;
  dialog?: { title: string; description: ReactNode };
  /** The record's name in the page language (read when the dialog opens), and whether it exists already. */
  record?: { name: () => string; editing: boolean };
  children: ReactNode;
}) {
  const t = useKitT();
  const confirmLabel = record?.editing ? t('save') : submitLabel;
  const question = dialog ?? {
    title: record?.editing ? t('saveTitle') : t('createTitle', { name: record?.name() }),
    description: t(record?.editing ? 'saveText' : 'createText', { name: record?.name() }),
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FormAlert message={flow.serverError} onClose={flow.clearServerError} />
      <Box component="form" noValidate aria-label={label} onSubmit={onSubmit}>
        <Grid container spacing={2.5}>
          {children}
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" disabled={flow.saving}>
              {confirmLabel}
            </Button>
          </Grid>
        </Grid>
      </Box>
      <ConfirmDialog
        open={flow.confirm.open}
        title={question.title}
        description={question.description}
        confirmLabel={confirmLabel}
        pending={flow.saving}
        onConfirm={flow.save}
        onClose={flow.confirm.close}
      />
    </Paper>
  );
}

/**
 * The delete action of a detail screen: asks first (ADR 0008), shows the server's refusal (e.g. a
 * record still in use) above the button, and goes back to the list once done. Given `text`, the
 * card says it above the button and names itself a delete section.
 */
export function DeleteRecord({
  label,
  title,
  description,
  text,
  done,
  backTo,
  onDelete,
  blocked,
}: {
  /** The button's words (the kit's "Delete" when not given). */
  label?: string;
  title: string;
  description?: ReactNode;
  text?: string;
  /** The notice when the server sends none (the kit's "Deleted successfully" when not given). */
  done?: string;
  backTo: string;
  onDelete: () => Promise<ApiSuccess<null>>;
  /** Why this record cannot be deleted (the signed-in admin's own): said under the button, which is off. */
  blocked?: string | undefined;
}) {
  const t = useKitT();
  const hintId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const buttonLabel = label ?? t('delete');
  const confirm = async () => {
    setPending(true);
    try {
      const result = await onDelete();
      setOpen(false);
      notify.success(result.message ?? done ?? t('deleted'));
      navigate(backTo, { replace: true });
    } catch (error) {
      setOpen(false);
      setRefused(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      {...(text ? { component: 'section', 'aria-label': t('deleteSection') } : {})}
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}
    >
      <FormAlert message={refused} onClose={() => setRefused(null)} />
      {text ? (
        <Typography component="p" color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
      ) : null}
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutline />}
        onClick={() => setOpen(true)}
        disabled={Boolean(blocked)}
        aria-describedby={blocked ? hintId : undefined}
      >
        {buttonLabel}
      </Button>
      {blocked ? <FormHelperText id={hintId}>{blocked}</FormHelperText> : null}
      <ConfirmDialog
        open={open}
        title={title}
        description={description ?? text}
        confirmLabel={buttonLabel}
        destructive
        pending={pending}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Paper>
  );
}

/** `:id` from the URL and its record: not found, loading and load-error states, then the screen. */
export function RecordScreen<TRecord>({
  resource,
  homeHref,
  children,
}: {
  resource: Pick<CrudResource<TRecord, unknown, unknown>, 'detailQuery'>;
  /** Where the not-found and error states lead back to. */
  homeHref: string;
  children: (record: TRecord) => ReactNode;
}) {
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...resource.detailQuery(id), enabled: parsed.success });
  if (!parsed.success) return <NotFound homeHref={homeHref} />;
  const loaded = loadGate(query, homeHref);
  if (!loaded.ready) return loaded.screen;
  return <>{children(loaded.data)}</>;
}
