import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { validationMessage } from '../errors.ts';
import { type BackOfficeLoginInput, backOfficeLoginInput } from './admin-auth.ts';
import { paginated, queryBoolean, sortedListQuery } from './admin-users.ts';
import { adminEmail, passwordMismatch, passwordsMatch } from './admins.ts';
import { changesSomething, recordId, searchQuery, signInResult, singleLine, sortKeys } from './common.ts';
import { phoneField } from './customer-auth.ts';

const required = validationMessage('required');

const text = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(singleLine());

/** SPEC 5 "Salesperson": password 8 or more, with confirmation. */
export const salespersonPassword = z
  .string({ error: required })
  .min(1, { error: required })
  .min(PASSWORD_MIN_LENGTH, { error: validationMessage('passwordMin', { min: PASSWORD_MIN_LENGTH }) })
  .max(200, { error: validationMessage('maxLength', { max: 200 }) });

/** A salesperson's code (e.g. SP-001): letters, digits, dash, dot, underscore; unique ignoring case. */
export const salespersonCode = text(30).pipe(
  z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: validationMessage('invalid') }),
);

/** `POST /api/admin/salespeople`. */
export const salespersonCreateInput = z
  .object({
    firstName: text(80),
    lastName: text(80),
    phone: phoneField,
    email: adminEmail,
    code: salespersonCode,
    password: salespersonPassword,
    passwordConfirmation: z.string({ error: required }),
    active: z.boolean().default(true),
  })
  .refine(passwordsMatch, passwordMismatch);
export type SalespersonCreateInput = z.infer<typeof salespersonCreateInput>;

/**
 * `PUT /api/admin/salespeople/:id`: every field optional, at least one given; a new password needs
 * its confirmation.
 */
export const salespersonUpdateInput = z
  .object({
    firstName: text(80).optional(),
    lastName: text(80).optional(),
    phone: phoneField.optional(),
    email: adminEmail.optional(),
    code: salespersonCode.optional(),
    password: salespersonPassword.optional(),
    passwordConfirmation: z.string().optional(),
    active: z.boolean().optional(),
  })
  .refine(...changesSomething(['passwordConfirmation']))
  .refine(passwordsMatch, passwordMismatch);
export type SalespersonUpdateInput = z.infer<typeof salespersonUpdateInput>;

export const SALESPERSON_SORTS = sortKeys('name', 'code', 'email', 'created_at');

export const salespersonListQuery = sortedListQuery(SALESPERSON_SORTS, 'name', {
  search: searchQuery,
  active: queryBoolean.optional(),
});
export type SalespersonListQuery = z.infer<typeof salespersonListQuery>;

/** One salesperson as the back office shows it. */
export const salespersonRecord = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  code: z.string(),
  active: z.boolean(),
  /** How many customers are assigned to this salesperson. */
  customerCount: z.number().int().min(0),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SalespersonRecord = z.infer<typeof salespersonRecord>;

export const salespersonList = paginated(salespersonRecord);
export type SalespersonList = z.infer<typeof salespersonList>;

/** `POST /api/admin/salespeople/:id/customers`: assigns many customers at once. */
export const assignCustomersInput = z.object({
  userIds: z
    .array(recordId, { error: required })
    .min(1, { error: required })
    .max(500, { error: validationMessage('max', { max: 500 }) }),
});
export type AssignCustomersInput = z.infer<typeof assignCustomersInput>;

export const assignCustomersResult = z.object({
  /** How many customers now have this salesperson. */
  assigned: z.number().int().min(0),
});
export type AssignCustomersResult = z.infer<typeof assignCustomersResult>;

// Salesperson sign-in and area.

export const salespersonLoginInput = backOfficeLoginInput;
export type SalespersonLoginInput = BackOfficeLoginInput;

/** `GET /api/salesperson/profile`. */
export const salespersonProfile = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  code: z.string(),
});
export type SalespersonProfile = z.infer<typeof salespersonProfile>;

export const salespersonLoginResult = signInResult('salesperson', salespersonProfile);
export type SalespersonLoginResult = z.infer<typeof salespersonLoginResult>;
