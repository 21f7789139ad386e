import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../constants.ts';
import { validationMessage } from '../errors.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import { changesSomething, recordOf, requiredText, searchQuery, sortKeys } from './common.ts';

const required = validationMessage('required');

export const adminName = requiredText(120, { stopWhenEmpty: false });

export const adminEmail = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .pipe(z.email({ error: validationMessage('invalidEmail') }).max(255));

/** SPEC 5 "Admin": password over 8 characters, i.e. at least 9. */
export const adminPassword = z
  .string({ error: required })
  .min(1, { error: required })
  .min(ADMIN_PASSWORD_MIN_LENGTH, {
    error: validationMessage('passwordOver', { min: ADMIN_PASSWORD_MIN_LENGTH - 1 }),
  })
  .max(200, { error: validationMessage('maxLength', { max: 200 }) });

/** The confirmation must equal the password; the error sits on `passwordConfirmation`. */
export function passwordsMatch(value: { password?: unknown; passwordConfirmation?: unknown }): boolean {
  return value.password === undefined || value.password === value.passwordConfirmation;
}
export const passwordMismatch = {
  error: validationMessage('passwordMismatch'),
  path: ['passwordConfirmation'],
};

/**
 * The create and update bodies of a back-office account (admins, salespeople): its `fields` with
 * the password last, then the confirmation and the account's on/off switch. Create needs every
 * field (the switch takes `switchDefault`); update takes any of them but at least one. A new
 * password needs its confirmation in both.
 */
export function accountInputs<Fields extends z.ZodRawShape, Switch extends string>(
  fields: Fields,
  switchKey: Switch,
  switchDefault: boolean,
) {
  const create = z
    .object({
      ...fields,
      passwordConfirmation: z.string({ error: required }),
      ...({ [switchKey]: z.boolean().default(switchDefault) } as {
        [k in Switch]: z.ZodDefault<z.ZodBoolean>;
      }),
    })
    .refine(passwordsMatch, passwordMismatch);
  const update = z
    .object({
      ...fields,
      passwordConfirmation: z.string(),
      ...({ [switchKey]: z.boolean() } as { [k in Switch]: z.ZodBoolean }),
    })
    .partial()
    .refine(...changesSomething(['passwordConfirmation']))
    .refine(passwordsMatch, passwordMismatch);
  return { create, update };
}

/** `POST /api/admin/admins` and `PUT /api/admin/admins/:id` (super admins only). */
export const { create: adminCreateInput, update: adminUpdateInput } = accountInputs(
  { name: adminName, email: adminEmail, password: adminPassword },
  'is_super_admin',
  false,
);
export type AdminCreateInput = z.infer<typeof adminCreateInput>;
export type AdminUpdateInput = z.infer<typeof adminUpdateInput>;

export const ADMIN_SORTS = sortKeys('name', 'email', 'created_at');

export const adminListQuery = sortedListQuery(ADMIN_SORTS, 'name', {
  search: searchQuery,
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** One admin as the admins screens show it. */
export const adminRecord = recordOf({
  name: z.string(),
  email: z.string(),
  is_super_admin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRecord = z.infer<typeof adminRecord>;

export const adminList = paginated(adminRecord);
export type AdminList = z.infer<typeof adminList>;
