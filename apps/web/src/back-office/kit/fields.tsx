import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type LanguageCode, type Localized, missingLanguage, RECORD_STATUSES } from '@shop/shared';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form';
import { BoundTextField } from '../../components/ui/form-text-field.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { ImagePickerField } from '../gallery/image-picker-field.tsx';
import { useKitT } from '../i18n.ts';

// The kit's forms import the one helper from here with the kit's other form parts.
export { placeServerErrors } from '../../lib/server-errors.ts';

type RegisteredTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  name: FieldPath<T>;
  register: UseFormRegister<T>;
  /** The field's error message (a shared `validation.*` key or the server's text). */
  error?: string | undefined;
  /** Left-to-right content (email, phone, codes) even in Arabic. */
  ltr?: boolean;
  /** An emptied field is `undefined` (optional inputs such as a new password on an edit form). */
  emptyAsUndefined?: boolean;
};

/**
 * The shared text field given the form's `register` and an error already picked (the kit's forms
 * hold `errors`, not the form), with the translated error under it.
 */
export function RegisteredTextField<T extends FieldValues>({
  name,
  register,
  error,
  emptyAsUndefined,
  helperText,
  ...rest
}: RegisteredTextFieldProps<T>) {
  const field = register(
    name,
    emptyAsUndefined ? { setValueAs: (v: unknown) => (v === '' ? undefined : v) } : undefined,
  );
  return <BoundTextField {...rest} field={field} error={error} hint={helperText} />;
}

/**
 * A refusal that belongs to no field (e.g. "The last super admin cannot be removed or demoted"):
 * said above the form, focused and scrolled into view so it cannot be missed.
 */
export function FormAlert({ message, onClose }: { message: string | null; onClose?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message || !ref.current) return;
    ref.current.focus();
    ref.current.scrollIntoView?.({ block: 'center' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} onClose={onClose} sx={{ mb: 3 }}>
      {message}
    </Alert>
  );
}

/** The message of a (possibly nested) field error, e.g. `title.en` or `choices.2.name.ar`. */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

interface LocalizedFieldsProps<T extends FieldValues> {
  /** `name`, `title`, `choices.0.name`… */
  name: string;
  /**
   * One label, said with the language after it ("Title (English)"), or each language's own label
   * where the language reads better inside it.
   */
  label: string | readonly [en: string, ar: string];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  required?: boolean;
  multiline?: boolean;
  helperText?: string;
  /** The width from which the two languages stand side by side. */
  sideBySideFrom?: 'sm' | 'md';
  /** Given, the field of a language left empty while the other is filled says so. */
  control?: Control<T>;
}

/**
 * A bilingual text (DESIGN.md: names and titles in English and Arabic): two fields side by side,
 * the Arabic one right-to-left whatever the page's language. Given the form's `control`, the field
 * of a language left empty while the other is filled says so: that language's pages would show
 * the other language's text.
 */
export function LocalizedFields<T extends FieldValues>(props: LocalizedFieldsProps<T>) {
  const { control, ...rest } = props;
  return control ? (
    <WatchedLocalizedFields {...rest} control={control} />
  ) : (
    <LocalizedFieldPair {...rest} missing={null} />
  );
}

function WatchedLocalizedFields<T extends FieldValues>({
  control,
  ...rest
}: Omit<LocalizedFieldsProps<T>, 'control'> & { control: Control<T> }) {
  const value = useWatch({ control, name: rest.name as FieldPath<T> }) as Localized | undefined;
  return <LocalizedFieldPair {...rest} missing={missingLanguage(value)} />;
}

function LocalizedFieldPair<T extends FieldValues>({
  name,
  label,
  register,
  errors,
  required,
  multiline,
  helperText,
  sideBySideFrom = 'md',
  missing,
}: Omit<LocalizedFieldsProps<T>, 'control'> & { missing: LanguageCode | null }) {
  const t = useKitT();
  const labelOf = (lang: LanguageCode, index: number) =>
    typeof label === 'string' ? `${label} (${t(lang === 'en' ? 'english' : 'arabic')})` : label[index];
  return (
    <>
      {(['en', 'ar'] as const).map((lang, index) => (
        <Grid key={lang} size={{ xs: 12, [sideBySideFrom]: 6 }}>
          <RegisteredTextField<T>
            name={`${name}.${lang}` as FieldPath<T>}
            register={register}
            label={labelOf(lang, index)}
            required={required}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            autoComplete="off"
            error={errorAt(errors, `${name}.${lang}`)}
            helperText={
              missing === lang ? (
                // The words carry the warning; the icon (a theme colour of low contrast) only marks it.
                <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'flex-start' }}>
                  <WarningAmberOutlined color="warning" sx={{ fontSize: '1.1em', mt: '0.1em' }} aria-hidden />
                  <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                    {t(`missing.${lang}`)}
                  </Box>
                </Box>
              ) : (
                helperText
              )
            }
            slotProps={{ htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang } }}
          />
        </Grid>
      ))}
    </>
  );
}

/** An on/off field with its explanation under it. */
export function SwitchField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  help,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  help?: string;
}) {
  const helpId = useId();
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ input: { 'aria-describedby': help ? helpId : undefined } }}
              />
            }
            label={label}
          />
        )}
      />
      {help ? <FormHelperText id={helpId}>{help}</FormHelperText> : null}
    </>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * A select bound to the form. `emptyLabel` adds a first choice that stores `null` (e.g. "Both
 * languages", "Every device"); `fallback` is what shows while the field holds no value.
 */
export function SelectField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  choices,
  error,
  required,
  helperText,
  emptyLabel,
  fallback = '',
  disabled,
  onPicked,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  choices: readonly Choice[];
  error?: string | undefined;
  required?: boolean;
  /** Shown when there is no error. */
  helperText?: string;
  emptyLabel?: string;
  fallback?: string;
  disabled?: boolean;
  onPicked?: (value: string | null) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          required={required}
          disabled={disabled}
          value={field.value ?? fallback}
          onChange={(event) => {
            const value = event.target.value === '' ? null : event.target.value;
            field.onChange(value);
            onPicked?.(value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error ? translateMessage(error) : helperText}
          // The empty choice has a name ("Every device"): show it, with the label above it.
          slotProps={
            emptyLabel !== undefined
              ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
              : undefined
          }
        >
          {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
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
  const t = useKitT();
  return (
    <SelectField<T, O>
      control={control}
      name={name}
      label={t('status')}
      choices={RECORD_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      error={error}
      required
    />
  );
}

/**
 * The gallery picker bound to a form field holding an image URL. An emptied field holds `empty`:
 * `null` where the schema takes no image as null, `''` where it takes an empty text.
 */
export function ImageField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  error,
  required,
  empty = null,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  error?: string | undefined;
  required?: boolean;
  empty?: '' | null;
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
          onChange={(url) => field.onChange(url ?? empty)}
          {...(error ? { error } : {})}
          {...(required ? { required } : {})}
        />
      )}
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
  removable,
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
  /** Whether item `index` has a remove button at all (every item's, off while one is left, unless said). */
  removable?: ((index: number) => boolean) | undefined;
  /** The fields of one item, inside a grid container. */
  children: (index: number) => ReactNode;
}) {
  const t = useKitT();
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
              {removable && !removable(index) ? null : (
                <IconButton
                  aria-label={`${t('remove')}: ${itemLabel(index + 1)}`}
                  onClick={() => onRemove(index)}
                  disabled={items.length <= 1}
                  size="small"
                  sx={{ position: 'absolute', top: 6, insetInlineEnd: 6 }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
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
