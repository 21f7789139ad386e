import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { type BackOfficeLoginInput, backOfficeLoginInput } from './admin-auth.ts';
import { paginated, queryBoolean, sortedListQuery } from './admin-users.ts';
import { accountInputs, adminEmail } from './admins.ts';
import { recordId, recordOf, requiredText, searchQuery, signInResult, sortKeys } from './common.ts';
import { newPasswordField, phoneField } from './customer-auth.ts';

const required = validationMessage('required');

/** A required one-line text; an empty one still lets the form say the passwords differ. */
const text = (max: number) => requiredText(max, { stopWhenEmpty: false });

/** SPEC 5 "Salesperson": password 8 or more (the customers' rule), with confirmation. */
export const salespersonPassword = newPasswordField;

/** A salesperson's code (e.g. SP-001): letters, digits, dash, dot, underscore; unique ignoring case. */
export const salespersonCode = text(30).pipe(
  z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: validationMessage('invalid') }),
);

/** `POST /api/admin/salespeople` and `PUT /api/admin/salespeople/:id`. */
export const { create: salespersonCreateInput, update: salespersonUpdateInput } = accountInputs(
  {
    firstName: text(80),
    lastName: text(80),
    phone: phoneField,
    email: adminEmail,
    code: salespersonCode,
    password: salespersonPassword,
  },
  'active',
  true,
);
export type SalespersonCreateInput = z.infer<typeof salespersonCreateInput>;
export type SalespersonUpdateInput = z.infer<typeof salespersonUpdateInput>;

export const SALESPERSON_SORTS = sortKeys('name', 'code', 'email', 'created_at');

export const salespersonListQuery = sortedListQuery(SALESPERSON_SORTS, 'name', {
  search: searchQuery,
  active: queryBoolean.optional(),
});
export type SalespersonListQuery = z.infer<typeof salespersonListQuery>;

/** One salesperson as the back office shows it. */
export const salespersonRecord = recordOf({
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
export const salespersonProfile = salespersonRecord.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  code: true,
});
export type SalespersonProfile = z.infer<typeof salespersonProfile>;

export const salespersonLoginResult = signInResult('salesperson', salespersonProfile);
export type SalespersonLoginResult = z.infer<typeof salespersonLoginResult>;
