import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useAccountT } from '../i18n.ts';
import { PasswordField } from './password-field.tsx';

/**
 * The customer's own details as the register and profile forms ask for them, keyed by field:
 * each form lays them out its own way (groups with legends, one grid) and may add a hint.
 */
export function useCustomerFields() {
  const t = useAccountT();
  return {
    firstName: {
      name: 'firstName',
      label: t('fields.firstName'),
      autoComplete: 'given-name',
      required: true,
    },
    lastName: { name: 'lastName', label: t('fields.lastName'), autoComplete: 'family-name', required: true },
    companyName: {
      name: 'companyName',
      label: t('fields.companyName'),
      autoComplete: 'organization',
      required: true,
    },
    companyNumber: {
      name: 'companyNumber',
      label: t('fields.companyNumber'),
      hint: t('fields.companyNumberHint'),
      required: true,
      ltr: true,
    },
    email: {
      name: 'email',
      type: 'email',
      label: t('fields.email'),
      autoComplete: 'email',
      required: true,
      ltr: true,
    },
    mobile: {
      name: 'mobile',
      type: 'tel',
      label: t('fields.mobile'),
      autoComplete: 'tel',
      required: true,
      ltr: true,
    },
    landline: {
      name: 'landline',
      type: 'tel',
      label: t('fields.landline'),
      hint: t('fields.optional'),
      ltr: true,
    },
  } as const;
}

/** A new password and its confirmation (register, password reset, profile). */
export function NewPasswordFields<
  T extends FieldValues & { password: string; passwordConfirmation: string },
>({
  form,
  label,
}: {
  form: UseFormReturn<T>;
  /** "Password" when choosing the first one, "New password" when changing it. */
  label: string;
}) {
  const t = useAccountT();
  return (
    <>
      <PasswordField
        form={form}
        name={'password' as FieldPath<T>}
        label={label}
        hint={t('fields.passwordHint')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name={'passwordConfirmation' as FieldPath<T>}
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
