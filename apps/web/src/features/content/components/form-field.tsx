import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { translateMessage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api-client.ts';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  hint?: string | undefined;
  /** Left-to-right input (e-mail, phone) also on an Arabic page. */
  ltr?: boolean;
};

/**
 * A text field bound to react-hook-form: the shared schema's message, or the server's for the
 * field it names, under the field (MUI links it with aria-describedby and sets aria-invalid).
 */
export function FormField<T extends FieldValues>({ form, name, hint, ltr, slotProps, ...rest }: Props<T>) {
  const field = form.register(name);
  const error = form.getFieldState(name, form.formState).error;
  return (
    <TextField
      fullWidth
      {...rest}
      name={field.name}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={translateMessage(error?.message) || hint}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(ltr ? { dir: 'ltr' } : {}), ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}

/**
 * Puts the server's per-field errors under the form's fields and returns the message for the
 * alert above the form: the server's top-level message (e.g. "Please do not include links…"), so
 * the visitor reads the reason twice only when no field could carry it.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<FieldPath<T>>,
  setError: UseFormSetError<T>,
): { message: string; placed: boolean } {
  let placed = false;
  for (const [serverField, messages] of Object.entries(isApiError(error) ? (error.fieldErrors ?? {}) : {})) {
    const field = fields.find((f) => f === serverField);
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return { message: error instanceof Error && error.message ? error.message : String(error), placed };
}
