import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type LanguageCode, type Localized, missingLanguage } from '@shop/shared';
import { useId } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form';
import { FormTextField } from '../../back-office/kit/fields.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { ImagePickerField } from '../gallery/image-picker-field.tsx';
import { useCmsT } from './i18n.ts';

/** The message of a (possibly nested) field error, e.g. `title.en`. */
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
  name: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  required?: boolean;
  multiline?: boolean;
  helperText?: string;
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
  missing,
}: Omit<LocalizedFieldsProps<T>, 'control'> & { missing: LanguageCode | null }) {
  const t = useCmsT();
  return (
    <>
      {(['en', 'ar'] as const).map((lang) => (
        <Grid key={lang} size={{ xs: 12, md: 6 }}>
          <FormTextField<T>
            name={`${name}.${lang}` as FieldPath<T>}
            register={register}
            label={`${label} (${t(lang === 'en' ? 'common.english' : 'common.arabic')})`}
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
                    {t(`common.missing.${lang}`)}
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

/** HTML bodies in both languages; the API sanitises them on write and render. */
export function HtmlFields<T extends FieldValues>({
  name,
  label,
  register,
  errors,
}: {
  name: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const t = useCmsT();
  return (
    <>
      {(['en', 'ar'] as const).map((lang) => (
        <Grid key={lang} size={12}>
          <FormTextField<T>
            name={`${name}.${lang}` as FieldPath<T>}
            register={register}
            label={`${label} (${t(lang === 'en' ? 'common.english' : 'common.arabic')})`}
            multiline
            minRows={6}
            autoComplete="off"
            error={errorAt(errors, `${name}.${lang}`)}
            helperText={t('common.htmlHelp')}
            slotProps={{
              htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang, style: { fontFamily: 'monospace' } },
            }}
          />
        </Grid>
      ))}
    </>
  );
}

/** An on/off field with its explanation under it. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  help,
}: {
  control: Control<T>;
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
 * A select bound to the form. `emptyValue` adds a first choice that stores `null` (e.g. "Both
 * languages", "Every device").
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  error,
  required,
  helperText,
  emptyLabel,
  disabled,
  onPicked,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: readonly Choice[];
  error?: string | undefined;
  required?: boolean;
  helperText?: string;
  emptyLabel?: string;
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
          required={required}
          disabled={disabled}
          value={field.value ?? ''}
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

/** An image chosen from the gallery (helper B1's picker), bound to the form. */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
}: {
  control: Control<T>;
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
          onChange={(url) => field.onChange(url)}
          {...(error ? { error: translateMessage(error) } : {})}
          {...(required ? { required } : {})}
        />
      )}
    />
  );
}
