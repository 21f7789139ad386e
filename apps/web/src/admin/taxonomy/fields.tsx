import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECORD_STATUSES, type RecordStatus } from '@shop/shared';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert, FormTextField, placeServerErrors } from '../../back-office/kit/fields.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { NotFound } from '../../components/ui/not-found.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { translateMessage } from '../../i18n/index.ts';
import { ImagePickerField } from '../gallery/image-picker-field.tsx';
import type { Resource } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

/** The message of a (possibly nested) field error, e.g. `name.en` or `choices.2.name.ar`. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A required or optional text in both languages, English then Arabic, each typed in its own direction. */
export function LocalizedFields<T extends FieldValues>({
  base,
  register,
  errors,
  labels,
  required,
  helperText,
  multiline,
}: {
  /** `name`, `title`, `choices.0.name`… */
  base: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  labels: readonly [en: string, ar: string];
  required?: boolean;
  helperText?: string;
  multiline?: boolean;
}) {
  return (
    <>
      {(['en', 'ar'] as const).map((lang, index) => {
        const name = `${base}.${lang}` as FieldPath<T>;
        return (
          <Grid key={lang} size={{ xs: 12, sm: 6 }}>
            <FormTextField<T>
              name={name}
              register={register}
              label={labels[index]}
              required={required}
              autoComplete="off"
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
              error={errorAt(errors, name)}
              helperText={helperText}
              slotProps={{ htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang } }}
            />
          </Grid>
        );
      })}
    </>
  );
}

/** A required choice from a fixed list, bound to a form field. */
export function SelectField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  options,
  error,
  helperText,
  fallback = '',
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  /** Shown when there is no error. */
  helperText?: string;
  /** The value shown while the field holds none. */
  fallback?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          required
          fullWidth
          label={label}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : fallback}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error ? translateMessage(error) : helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Active / inactive (SPEC 3 "status"). */
export function StatusField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  error,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  error?: string | undefined;
}) {
  const t = useTaxonomyT();
  return (
    <SelectField<T, O>
      control={control}
      name={name}
      label={t('common.status')}
      options={RECORD_STATUSES.map((status) => ({ value: status, label: t(`common.statuses.${status}`) }))}
      error={error}
    />
  );
}

/**
 * A list of sub-records edited in place (an option group's choices, an attribute's values): each
 * in its own numbered fieldset with a remove button, at least one kept, at most `max`.
 */
export function RepeatedFieldset({
  legend,
  help,
  error,
  items,
  itemLabel,
  max,
  addLabel,
  onAdd,
  onRemove,
  children,
}: {
  legend: string;
  help: string;
  /** The error of the whole list (too few, duplicates…). */
  error: string | undefined;
  /** `useFieldArray().fields`. */
  items: ReadonlyArray<{ id: string }>;
  /** "Choice 2". */
  itemLabel: (n: number) => string;
  max: number;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The fields of one item, inside a grid container. */
  children: (index: number) => ReactNode;
}) {
  const t = useTaxonomyT();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {legend}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1.5 }}>{help}</FormHelperText>
      {error ? (
        <FormHelperText error role="alert" sx={{ mb: 1.5 }}>
          {translateMessage(error)}
        </FormHelperText>
      ) : null}
      <Stack spacing={1.5}>
        {items.map((item, index) => (
          <Paper key={item.id} variant="outlined" sx={{ p: 1.5, position: 'relative' }}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                {itemLabel(index + 1)}
              </Typography>
              <IconButton
                aria-label={`${t('common.remove')}: ${itemLabel(index + 1)}`}
                onClick={() => onRemove(index)}
                disabled={items.length <= 1}
                size="small"
                sx={{ position: 'absolute', top: 6, insetInlineEnd: 6 }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
              <Grid container spacing={1.5}>
                {children(index)}
              </Grid>
            </Box>
          </Paper>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={onAdd} disabled={items.length >= max} sx={{ mt: 1.5 }}>
        {addLabel}
      </Button>
    </Box>
  );
}

/** The gallery picker bound to a form field holding an image URL ('' when none). */
export function ImageField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  error,
  required,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImagePickerField
          label={label}
          name={field.name}
          value={typeof field.value === 'string' && field.value ? field.value : null}
          onChange={(url) => field.onChange(url ?? '')}
          {...(error ? { error } : {})}
          {...(required ? { required } : {})}
        />
      )}
    />
  );
}

/** A record's status (SPEC 3) as the kit's chip. */
export function RecordStatusChip({ status }: { status: RecordStatus }) {
  const t = useTaxonomyT();
  return (
    <StatusChip tone={status === 'active' ? 'success' : 'default'} label={t(`common.statuses.${status}`)} />
  );
}

/** A list's small picture (the name is in the next cell, so the picture itself is decorative). */
export function Thumb({ src }: { src: string | null }) {
  return (
    <Box
      sx={{
        width: 48,
        height: 48,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : null}
    </Box>
  );
}

/**
 * The save flow of every form here (ADR 0008: saves ask first): a valid submit opens the confirm
 * dialog; confirming creates (then opens the new record) or updates (then resets the form to the
 * saved record). Field errors from the server go under their fields; anything else above the form.
 */
export function useSaveFlow<TValues extends FieldValues, TOutput, TRecord extends { id: number }>(options: {
  resource: Resource<TRecord, TOutput>;
  record: TRecord | undefined;
  /** The admin path segment of the list (`brands`, `main-category`…). */
  segment: string;
  fields: ReadonlyArray<FieldPath<TValues>>;
  setError: UseFormSetError<TValues>;
  onSaved: (record: TRecord) => void;
}) {
  const t = useTaxonomyT();
  const navigate = useNavigate();
  const { resource, record, segment, fields, setError, onSaved } = options;
  const create = resource.useCreate();
  const update = resource.useUpdate(record?.id ?? 0);
  const confirm = useConfirmedSubmit<TOutput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const onError = (error: Error) => {
    confirm.close();
    if (!placeServerErrors(error, setError, fields)) setServerError(error.message);
  };
  const save = () => {
    const values = confirm.values;
    if (values === null) return;
    setServerError(null);
    if (record) {
      update.mutate(values, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('common.saved'));
          onSaved(result.data);
        },
        onError,
      });
    } else {
      create.mutate(values, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('common.created_notice'));
          navigate(paths.admin.to(`${segment}/${result.data.id}`), { replace: true });
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
    ask: (values: TOutput) => {
      setServerError(null);
      confirm.ask(values);
    },
  };
}

/** The form's frame: the refusal above it, the fields, the submit button and the save dialog. */
export function FormShell({
  label,
  editing,
  name,
  flow,
  onSubmit,
  submitLabel,
  children,
}: {
  label: string;
  editing: boolean;
  /** The record's name in the page language, for the dialog. */
  name: string;
  flow: {
    confirm: { open: boolean; close: () => void };
    save: () => void;
    saving: boolean;
    serverError: string | null;
    clearServerError: () => void;
  };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useTaxonomyT();
  const confirmLabel = editing ? t('common.save') : submitLabel;
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
        title={editing ? t('common.saveTitle') : t('common.createTitle', { name })}
        description={editing ? t('common.saveText', { name }) : t('common.createText', { name })}
        confirmLabel={confirmLabel}
        pending={flow.saving}
        onConfirm={flow.save}
        onClose={flow.confirm.close}
      />
    </Paper>
  );
}

/** A detail screen's delete card: asks first; the API's refusal (in use…) is shown above it. */
export function DeleteCard<TRecord extends { id: number }, TInput>({
  resource,
  record,
  name,
  text,
  segment,
}: {
  resource: Resource<TRecord, TInput>;
  record: TRecord;
  name: string;
  text: string;
  segment: string;
}) {
  const t = useTaxonomyT();
  const navigate = useNavigate();
  const remove = resource.useRemove();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('common.deleteSection')}
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}
    >
      <FormAlert message={refused} onClose={() => setRefused(null)} />
      <Typography component="p" color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        {t('common.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('common.deleteTitle', { name })}
        description={text}
        confirmLabel={t('common.delete')}
        destructive
        pending={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: (result) => {
              setOpen(false);
              notify.success(result.message ?? t('common.deleted'));
              navigate(paths.admin.to(segment), { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              setRefused(error.message);
            },
          })
        }
      />
    </Paper>
  );
}

/** `:id` from the URL and its record: not found, loading and load-error states, then the screen. */
export function RecordScreen<TRecord, TInput>({
  resource,
  segment,
  children,
}: {
  resource: Resource<TRecord, TInput>;
  segment: string;
  children: (record: TRecord) => ReactNode;
}) {
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const query: UseQueryResult<TRecord> = useQuery({ ...resource.detailQuery(id), enabled: id > 0 });
  const home = paths.admin.to(segment);
  if (id <= 0) return <NotFound homeHref={home} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={home} />;
  return <>{children(query.data)}</>;
}
