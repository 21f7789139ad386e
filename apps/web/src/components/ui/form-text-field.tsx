import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { translateMessage } from '../../i18n/index.ts';

type BoundProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** Left-to-right input (e-mail, phone, numbers) also on an Arabic page. */
  ltr?: boolean | undefined;
};

/**
 * A MUI text field wired to a react-hook-form registration: the error's message (a shared
 * `validation.*` key or the server's text) translated under the field, else the hint.
 */
export function BoundTextField({
  field,
  error,
  hint,
  ltr,
  slotProps,
  ...rest
}: BoundProps & { field: UseFormRegisterReturn; error: string | undefined }) {
  const message = translateMessage(error);
  return (
    <TextField
      fullWidth
      {...rest}
      name={field.name}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={message || hint}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(ltr ? { dir: 'ltr' } : {}), ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}

/**
 * A MUI text field bound to react-hook-form: the shared schema's message (or the server's, for the
 * field it names) under the field, `aria-invalid` and the described-by link from MUI.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  ...rest
}: BoundProps & { form: UseFormReturn<T>; name: FieldPath<T> }) {
  const error = form.getFieldState(name, form.formState).error;
  return <BoundTextField {...rest} field={form.register(name)} error={error?.message} />;
}

/**
 * A form's required e-mail field (its value named `email`): typed, filled in by the browser and
 * written left to right as an address, also on an Arabic page.
 */
export function EmailField<T extends FieldValues & { email: string }>({
  form,
  ...rest
}: BoundProps & { form: UseFormReturn<T> }) {
  // `T` has an `email` string, so the path exists; TypeScript cannot see that through the generic.
  const name = 'email' as FieldPath<T>;
  return <FormTextField form={form} name={name} type="email" autoComplete="email" ltr required {...rest} />;
}
