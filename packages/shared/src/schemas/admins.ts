import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../constants.ts';
import { validationMessage } from '../errors.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import { changesSomething, searchQuery, singleLine, sortKeys } from './common.ts';

const required = validationMessage('required');

export const adminName = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(120, { error: validationMessage('maxLength', { max: 120 }) })
  .check(singleLine());

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
export function passwordsMatch(value: { password?: string; passwordConfirmation?: string }): boolean {
  return value.password === undefined || value.password === value.passwordConfirmation;
}
export const passwordMismatch = {
  error: validationMessage('passwordMismatch'),
  path: ['passwordConfirmation'],
};

/** `POST /api/admin/admins` (super admins only). */
export const adminCreateInput = z
  .object({
    name: adminName,
    email: adminEmail,
    password: adminPassword,
    passwordConfirmation: z.string({ error: required }),
    is_super_admin: z.boolean().default(false),
  })
  .refine(passwordsMatch, passwordMismatch);
export type AdminCreateInput = z.infer<typeof adminCreateInput>;

/**
 * `PUT /api/admin/admins/:id`: every field optional, at least one given; a new password needs its
 * confirmation.
 */
export const adminUpdateInput = z
  .object({
    name: adminName.optional(),
    email: adminEmail.optional(),
    password: adminPassword.optional(),
    passwordConfirmation: z.string().optional(),
    is_super_admin: z.boolean().optional(),
  })
  .refine(...changesSomething(['passwordConfirmation']))
  .refine(passwordsMatch, passwordMismatch);
export type AdminUpdateInput = z.infer<typeof adminUpdateInput>;

export const ADMIN_SORTS = sortKeys('name', 'email', 'created_at');

export const adminListQuery = sortedListQuery(ADMIN_SORTS, 'name', {
  search: searchQuery,
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** One admin as the admins screens show it. */
export const adminRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_super_admin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminRecord = z.infer<typeof adminRecord>;

export const adminList = paginated(adminRecord);
export type AdminList = z.infer<typeof adminList>;
