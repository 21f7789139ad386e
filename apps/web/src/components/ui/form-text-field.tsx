import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { translateMessage } from '../../i18n/index.ts';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  /** Shown under the field while it has no error. */
  hint?: string | undefined;
  /** Left-to-right input (e-mail, phone, numbers) also on an Arabic page. */
  ltr?: boolean;
};

/**
 * A MUI text field bound to react-hook-form: the shared schema's message (or the server's, for the
 * field it names) under the field, `aria-invalid` and the described-by link from MUI.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  hint,
  ltr,
  slotProps,
  ...rest
}: Props<T>) {
  const field = form.register(name);
  const error = form.getFieldState(name, form.formState).error;
  const message = translateMessage(error?.message);
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
