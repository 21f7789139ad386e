import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { adminEmail, adminName, adminPassword, passwordMismatch, passwordsMatch } from './admins.ts';
import { enteredPassword } from './common.ts';

/** `PUT /api/admin/personal`: the signed-in admin's own name and email (settings/personal). */
export const personalUpdateInput = z.object({
  name: adminName,
  email: adminEmail,
});
export type PersonalUpdateInput = z.infer<typeof personalUpdateInput>;

/** `PUT /api/admin/personal/password`: the current password, then the new one twice. */
export const personalPasswordInput = z
  .object({
    currentPassword: enteredPassword,
    password: adminPassword,
    passwordConfirmation: z.string({ error: validationMessage('required') }),
  })
  .refine(passwordsMatch, passwordMismatch);
export type PersonalPasswordInput = z.infer<typeof personalPasswordInput>;
