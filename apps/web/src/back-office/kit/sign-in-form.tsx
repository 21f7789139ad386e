import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { placeServerErrorsOrSay } from '../../lib/server-errors.ts';

interface SignInFormProps<T extends FieldValues, R> {
  /** The shared zod schema of the sign-in body: the form checks what the route checks. */
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** Fields the server may name in a 422; its message goes under that field. */
  fields: ReadonlyArray<FieldPath<T>>;
  /** The form's accessible name: the id of the page's title, or a text. */
  labelledBy?: string;
  label?: string;
  submitLabel: string;
  submittingLabel: string;
  signIn: (values: T) => Promise<R>;
  /** After a successful sign-in (store the session, say so, go on). */
  onSignedIn: (result: R) => unknown;
  /** The fields, drawn by the page on the given form (e-mail or phone, the password…). */
  children: (form: UseFormReturn<T>) => ReactNode;
}

/**
 * The one sign-in form of the back office (admins) and of the shop's `/login` (customers and
 * salespeople): the shared schema checks before the server is asked, the server's field errors go
 * under their fields (the first focused), any other refusal is said above the form, and the button
 * says it is working while the request runs. Each page draws its own fields.
 */
export function SignInForm<T extends FieldValues, R>({
  schema,
  defaultValues,
  fields,
  labelledBy,
  label,
  submitLabel,
  submittingLabel,
  signIn,
  onSignedIn,
  children,
}: SignInFormProps<T, R>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: onSignedIn,
    onError: (error) => setServerError(placeServerErrorsOrSay(error, form.setError, fields)),
  });
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      aria-label={label}
      onSubmit={form.handleSubmit((values) => {
        setServerError(null);
        login.mutate(values);
      })}
    >
      <Stack spacing={2.5}>
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        {children(form)}
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? submittingLabel : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
