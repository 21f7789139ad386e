import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { adminRecord } from './admins.ts';
import { enteredPassword, signInResult } from './common.ts';

/** The back office's sign-in form (admins and salespeople alike): email and password. */
export const backOfficeLoginInput = z.object({
  email: z.email({ error: validationMessage('invalidEmail') }).max(255),
  password: enteredPassword,
});
export type BackOfficeLoginInput = z.infer<typeof backOfficeLoginInput>;
export const adminLoginInput = backOfficeLoginInput;
export type AdminLoginInput = BackOfficeLoginInput;

export const adminProfile = adminRecord.pick({ id: true, name: true, email: true, is_super_admin: true });
export type AdminProfile = z.infer<typeof adminProfile>;

export const adminLoginResult = signInResult('admin', adminProfile);
export type AdminLoginResult = z.infer<typeof adminLoginResult>;
