import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ApiSuccess } from '@shop/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { notify } from '../components/ui/toast/notify.ts';
import type { CrudResource } from './kit/crud-resource.ts';
import { errorAt, placeServerErrors, RegisteredTextField } from './kit/fields.tsx';
import { type FrameFlow, useSaveFlow } from './kit/record-form.tsx';
import { fieldPathsOf } from './kit/resource-screens.tsx';
import { useConfirmedSubmit } from './kit/use-confirmed-submit.ts';

/**
 * The one home of the back office's account forms: admins, salespeople and the signed-in admin's
 * own details share their fields (name, e-mail, phone, password + confirmation) and, for forms
 * that are not a record's add/edit, one confirmed save flow.
 */

/** One text field of an account form. */
export interface AccountField<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  type?: 'email' | 'tel' | 'password';
  /** Left-to-right content (emails, phones, codes) even in Arabic. */
  ltr?: boolean;
  /** Required unless said otherwise. */
  required?: boolean;
  /** "off" unless said otherwise: an admin typing someone else's details must not get their own. */
  autoComplete?: string;
  help?: string;
  /** An emptied field is `undefined` (a new password left empty on an edit form keeps the old one). */
  emptyAsUndefined?: boolean;
  /** Half the row from small screens up. */
  half?: boolean;
}

/** The account's fields as grid items (the kit's form frame lays its children out on a grid). */
export function AccountFields<T extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: ReadonlyArray<AccountField<T>>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  return (
    <>
      {fields.map((field) => (
        <Grid key={field.name} size={field.half ? { xs: 12, sm: 6 } : 12}>
          <RegisteredTextField<T>
            name={field.name}
            register={register}
            label={field.label}
            type={field.type}
            required={field.required ?? true}
            autoComplete={field.autoComplete ?? 'off'}
            ltr={field.ltr}
            emptyAsUndefined={field.emptyAsUndefined}
            error={errorAt(errors, field.name)}
            helperText={field.help}
          />
        </Grid>
      ))}
    </>
  );
}

/** The e-mail field of an account (left-to-right in Arabic too). */
export function emailField<T extends FieldValues>(
  label: string,
  extra: Partial<AccountField<T>> = {},
): AccountField<T> {
  return { name: 'email' as FieldPath<T>, label, type: 'email', ltr: true, ...extra };
}

/**
 * The new password and its confirmation. `set`: an account being added (both required);
 * `keep`: an account being edited (both may stay empty, which keeps the password);
 * `change`: the signed-in admin changing their own (both required, after the current one).
 */
export function passwordFields<T extends FieldValues>(options: {
  mode: 'set' | 'keep' | 'change';
  labels: { password: string; confirmation: string; help: string };
  half?: boolean;
}): Array<AccountField<T>> {
  const { mode, labels, half } = options;
  const optional = mode === 'keep';
  return [
    {
      name: 'password' as FieldPath<T>,
      label: labels.password,
      type: 'password',
      required: !optional,
      autoComplete: 'new-password',
      // An empty password is "none given" when adding too, so the schema says it is required.
      emptyAsUndefined: mode !== 'change',
      help: labels.help,
      half,
    },
    {
      name: 'passwordConfirmation' as FieldPath<T>,
      label: labels.confirmation,
      type: 'password',
      required: !optional,
      autoComplete: 'new-password',
      emptyAsUndefined: optional,
      half,
    },
  ];
}

type PasswordPair = { password?: string | undefined; passwordConfirmation?: string | undefined };

/** The words of an account's add/edit form, each under its section's keys (`admins.form.save`…). */
export type AccountWord =
  | 'form.password'
  | 'form.newPassword'
  | 'form.passwordConfirmation'
  | 'form.passwordHelp'
  | 'form.passwordHelpEdit'
  | 'form.save'
  | 'form.create'
  | 'confirm.saveTitle'
  | 'confirm.createTitle'
  | 'done.created'
  | 'done.updated';

/**
 * An account's add/edit form and its save flow: checked against the add schema or the edit one
 * (where every field is optional and an empty password keeps it), sending the password pair only
 * when one was typed; after an edit the form holds what the server saved. It hands back the
 * password pair's fields and the form frame's props, worded by `say`.
 */
export function useAccountForm<
  TValues extends FieldValues & PasswordPair,
  TRecord extends { id: number },
  TInput,
>(options: {
  record: TRecord | undefined;
  schemas: { create: Parameters<typeof zodResolver>[0]; update: Parameters<typeof zodResolver>[0] };
  resource: Pick<CrudResource<TRecord, TRecord, TInput>, 'useCreate' | 'useUpdate'>;
  fields: ReadonlyArray<FieldPath<NoInfer<TValues>>>;
  /** The form's values of a record (or of a new one). */
  values: (record: TRecord | undefined) => DefaultValues<NoInfer<TValues>>;
  say: (word: AccountWord) => string;
  createdHref: (saved: TRecord) => string;
  /** The password pair side by side from small screens up. */
  halfPasswords?: boolean;
}) {
  const { record, schemas, resource, fields, values, say, createdHref } = options;
  const editing = record !== undefined;
  const form = useForm<TValues>({
    // The resolver's output is the schema's; the form's values type is the same fields.
    resolver: zodResolver(record ? schemas.update : schemas.create) as never,
    defaultValues: values(record),
  });
  const flow = useSaveFlow({
    // The resolver checked the values against the add or the edit schema: they are that input.
    resource: resource as unknown as Pick<CrudResource<TRecord, unknown, TValues>, 'useCreate' | 'useUpdate'>,
    record,
    fields,
    setError: form.setError,
    notices: { created: say('done.created'), updated: say('done.updated') },
    body: (input: TValues) => withPasswordIfGiven(input) as TValues,
    createdHref,
    onUpdated: (saved) => form.reset(values(saved)),
  });
  const passwords = passwordFields<TValues>({
    mode: editing ? 'keep' : 'set',
    labels: {
      password: say(editing ? 'form.newPassword' : 'form.password'),
      confirmation: say('form.passwordConfirmation'),
      help: say(editing ? 'form.passwordHelpEdit' : 'form.passwordHelp'),
    },
    ...(options.halfPasswords ? { half: true } : {}),
  });
  const frame = {
    flow,
    onSubmit: form.handleSubmit(flow.ask),
    submitLabel: say(editing ? 'form.save' : 'form.create'),
  };
  return {
    form,
    flow,
    passwords,
    frame,
    dialogTitle: say(editing ? 'confirm.saveTitle' : 'confirm.createTitle'),
  };
}

/** An edit's body: the password pair only when a new password was typed (empty keeps it). */
export function withPasswordIfGiven<
  T extends { password?: string | undefined; passwordConfirmation?: string | undefined },
>(
  values: T,
): Omit<T, 'password' | 'passwordConfirmation'> & { password?: string; passwordConfirmation?: string } {
  const { password, passwordConfirmation, ...rest } = values;
  return password ? { ...rest, password, passwordConfirmation: passwordConfirmation ?? '' } : rest;
}

/** The words of an edit's confirm dialog: the question, then what else changes (role, password…). */
export function saveText(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

/**
 * The save flow of a form that is not a record's add/edit (e.g. "change my password"): a valid
 * submit asks first (ADR 0008); confirming sends the values. Field errors from the server go
 * under their fields; anything else above the form. Fits the kit's form frame.
 */
export function useConfirmedMutation<TValues extends FieldValues, TResult>(options: {
  mutation: UseMutationResult<ApiSuccess<TResult>, Error, TValues>;
  fields: ReadonlyArray<FieldPath<TValues>>;
  setError: UseFormSetError<TValues>;
  /** The notice when the server sends none. */
  done: string;
  onSaved: (result: TResult) => void;
}): FrameFlow & { ask: (values: TValues) => void; values: TValues | null } {
  const { mutation, fields, setError, done, onSaved } = options;
  const confirm = useConfirmedSubmit<TValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  return {
    confirm,
    values: confirm.values,
    saving: mutation.isPending,
    serverError,
    clearServerError: () => setServerError(null),
    ask: (values) => {
      setServerError(null);
      confirm.ask(values);
    },
    save: () => {
      if (!confirm.values) return;
      mutation.mutate(confirm.values, {
        onSuccess: (result) => {
          confirm.close();
          onSaved(result.data);
          notify.success(result.message ?? done);
        },
        onError: (error) => {
          confirm.close();
          if (!placeServerErrors(error, setError, fields)) setServerError(error.message);
        },
      });
    },
  };
}

/**
 * A form that is not a record's add/edit, checked against `schema` and saved by `mutation` after
 * confirming (`useConfirmedMutation`); the server's field errors may name any of its values. A
 * save starts the form afresh from `savedValues` of the result (from its first values otherwise).
 */
export function useConfirmedForm<TValues extends FieldValues, TResult>(options: {
  schema: Parameters<typeof zodResolver>[0];
  values: TValues;
  mutation: UseMutationResult<ApiSuccess<TResult>, Error, TValues>;
  /** The notice when the server sends none. */
  done: string;
  savedValues?: (result: TResult) => TValues;
}) {
  const { schema, values, mutation, done, savedValues } = options;
  const form = useForm<TValues>({
    // The resolver's output is the schema's; the form's values type is the same fields.
    resolver: zodResolver(schema) as never,
    defaultValues: values as DefaultValues<TValues>,
  });
  const flow = useConfirmedMutation({
    mutation,
    fields: fieldPathsOf(values),
    setError: form.setError,
    done,
    onSaved: (result) => form.reset(savedValues?.(result)),
  });
  return { form, flow };
}

/** A titled section around one form (a settings screen holding several forms). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2, fontSize: '1.2rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
