import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PHONE_MIN_DIGITS } from '../constants.ts';
import { validationMessage } from '../errors.ts';
import { enteredPassword, recordOf, requiredText, signInResult } from './common.ts';
import { languageCodeSchema } from './deployment.ts';

/**
 * Customer (token kind `user`) sign-up, sign-in, e-mail verification and password reset
 * (SPEC 3 "User", SPEC 5 "Registration", "Login", "Password reset"). One definition: the SPA's
 * forms and the API's routes both parse with these, so neither accepts what the other refuses.
 * Field errors are `validation.*` keys, translated by each side.
 */

/** At most 15 digits (E.164); SPEC 9: at least 10. */
export const PHONE_MAX_DIGITS = 15;

const required = { error: validationMessage('required') };

/** Lower-cased, trimmed e-mail address. */
export const emailField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(255, { error: validationMessage('maxLength', { max: 255 }) })
  .pipe(z.email({ error: validationMessage('invalidEmail') }))
  .transform((v) => v.toLowerCase());

/**
 * Removes the separators people type in phone numbers (spaces, dashes, dots, brackets); the
 * stored form is digits with an optional leading `+`.
 */
export function normalisePhone(value: string): string {
  return value.trim().replace(/[\s\-().]/g, '');
}

/** Digits in a phone number as typed. */
export function phoneDigits(value: string): number {
  return normalisePhone(value).replace(/^\+/, '').replace(/\D/g, '').length;
}

/** A phone number: separators allowed when typed, stored as `+?digits`, 10–15 digits (SPEC 5). */
export const phoneField = z
  .string(required)
  .trim()
  .min(1, required)
  .transform(normalisePhone)
  .pipe(
    z
      .string()
      .regex(/^\+?\d+$/, { error: validationMessage('phoneInvalid') })
      .refine((v) => v.replace(/^\+/, '').length >= PHONE_MIN_DIGITS, {
        error: validationMessage('phoneMin', { min: PHONE_MIN_DIGITS }),
      })
      .refine((v) => v.replace(/^\+/, '').length <= PHONE_MAX_DIGITS, {
        error: validationMessage('phoneInvalid'),
      }),
  );

/** The optional landline: blank is `null`, otherwise the same rules as the mobile. */
export const optionalPhoneField = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(phoneField.nullable());

/**
 * A registered company number (SPEC 5 "valid company number"): a UK Companies House number
 * (8 digits, or 2 letters + 6 digits such as SC123456) or a Saudi commercial register number
 * (10 digits). Spaces are ignored; letters are upper-cased.
 */
export const COMPANY_NUMBER_PATTERN = /^(?:\d{8}|[A-Z]{2}\d{6}|\d{10})$/;

export const companyNumberField = z
  .string(required)
  .trim()
  .min(1, required)
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(COMPANY_NUMBER_PATTERN, { error: validationMessage('companyNumber') }));

/** A new password: at least 8 characters (SPEC 5, 9). */
export const newPasswordField = z
  .string(required)
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, { error: validationMessage('passwordMin', { min: PASSWORD_MIN_LENGTH }) })
  .max(200, { error: validationMessage('maxLength', { max: 200 }) });

/** Adds the "must match the confirmation" rule, reported on `passwordConfirmation`. */
function passwordConfirmed<T extends z.ZodObject<{ password: z.ZodType; passwordConfirmation: z.ZodType }>>(
  schema: T,
) {
  return schema.refine(
    (v: { password?: unknown; passwordConfirmation?: unknown }) => v.password === v.passwordConfirmation,
    {
      error: validationMessage('passwordMismatch'),
      path: ['passwordConfirmation'],
      // Also when other fields are wrong, so the form shows every problem at once.
      when: (payload) => {
        const v = payload.value as { password?: unknown; passwordConfirmation?: unknown };
        return typeof v?.password === 'string' && typeof v?.passwordConfirmation === 'string';
      },
    },
  );
}

/** A customer's form that sets a new password: `shape`, then the password typed twice. */
export function settingPassword<S extends z.ZodRawShape>(shape: S) {
  return passwordConfirmed(
    z.object({ ...shape, password: newPasswordField, passwordConfirmation: enteredPassword }),
  );
}

/** The details every customer keeps (register and profile update share them). */
export const customerDetailsShape = {
  firstName: requiredText(80, { stopWhenEmpty: false }),
  lastName: requiredText(80, { stopWhenEmpty: false }),
  companyName: requiredText(160, { stopWhenEmpty: false }),
  companyNumber: companyNumberField,
  email: emailField,
  mobile: phoneField,
  landline: optionalPhoneField,
  /** The language of the customer's e-mails; the request's language when left out. */
  preferredLanguage: languageCodeSchema.nullish(),
};

/** POST /api/auth/user/register: business accounts only (SPEC 1, 5). */
export const customerRegisterInput = passwordConfirmed(
  z.object({
    ...customerDetailsShape,
    password: newPasswordField,
    passwordConfirmation: enteredPassword,
    /** The Cloudflare Turnstile response token; required when the shop's bot check is on. */
    captchaToken: z.string().trim().max(2048).nullish(),
  }),
);
export type CustomerRegisterInput = z.input<typeof customerRegisterInput>;
export type CustomerRegisterData = z.output<typeof customerRegisterInput>;

/** POST /api/auth/user/login: `login` is an e-mail address or a phone number (SPEC 5 "Login"). */
export const customerLoginInput = z.object({
  login: z
    .string({ error: validationMessage('loginRequired') })
    .trim()
    .min(1, { error: validationMessage('loginRequired') })
    .max(255, { error: validationMessage('maxLength', { max: 255 }) }),
  password: z
    .string({ error: validationMessage('passwordRequired') })
    .min(1, { error: validationMessage('passwordRequired') })
    .max(200, { error: validationMessage('maxLength', { max: 200 }) }),
});
export type CustomerLoginInput = z.infer<typeof customerLoginInput>;

/** True when a login identifier is an e-mail address (otherwise it is read as a phone number). */
export function isEmailLogin(login: string): boolean {
  return login.includes('@');
}

/**
 * The account a sign-in identifier names, whatever its spelling: a lower-cased e-mail address or
 * the stored form of a phone number (`0770 0900111` and `07700900111` are one account). The
 * sign-in looks the customer up by this and its rate limit counts attempts on it.
 */
export function normaliseLogin(login: string): string {
  const trimmed = login.trim();
  return isEmailLogin(trimmed) ? trimmed.toLowerCase() : normalisePhone(trimmed);
}

const tokenField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(200, { error: validationMessage('invalid') });

/** GET (query) or POST (body) /api/auth/user/verify: the link's token and e-mail. */
export const verifyEmailInput = z.object({ token: tokenField, email: emailField });
export type VerifyEmailInput = z.input<typeof verifyEmailInput>;

/** POST /api/auth/user/verify/resend and POST /api/auth/user/password/forgot. */
export const emailOnlyInput = z.object({ email: emailField });
export const resendVerificationInput = emailOnlyInput;
export type ResendVerificationInput = z.input<typeof resendVerificationInput>;
export const forgotPasswordInput = emailOnlyInput;
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

/** POST /api/auth/user/password/reset: the link's token and e-mail plus the new password. */
export const resetPasswordInput = settingPassword({ token: tokenField, email: emailField });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** SPEC 4 customer account states. */
export const CUSTOMER_ACCOUNT_STATES = ['unconfirmed', 'awaiting_approval', 'approved'] as const;
export type CustomerAccountState = (typeof CUSTOMER_ACCOUNT_STATES)[number];

/** The details of `customerDetailsShape` as the API answers them. */
export const customerDetailsRecord = {
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  companyNumber: z.string(),
  email: z.string(),
  mobile: z.string(),
  landline: z.string().nullable(),
};

/** What a customer is and may do; the SPA decides what to show next from this. */
export const customerProfile = recordOf({
  userCode: z.string(),
  type: z.enum(['business', 'personal']),
  ...customerDetailsRecord,
  preferredLanguage: languageCodeSchema.nullable(),
  /** ISO date-time ("date registered" of SPEC 3). */
  registeredAt: z.string(),
  emailVerified: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  state: z.enum(CUSTOMER_ACCOUNT_STATES),
  /** True once the filled-in approval form has been uploaded. */
  approvalFormSubmitted: z.boolean(),
  approvalFormSubmittedAt: z.string().nullable(),
  restricted: z.boolean(),
  /** Prices are shown only to verified, approved customers an admin allows (SPEC 6). */
  canSeePrices: z.boolean(),
  /** Approved, verified and not restricted. */
  canOrder: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const customerLoginResult = signInResult('user', customerProfile);
export type CustomerLoginResult = z.infer<typeof customerLoginResult>;

/** How long until the same e-mail may be asked for again (resend / forgot). */
export const cooldownResult = z.object({ retryAfterSeconds: z.number().int().min(0) });
export type CooldownResult = z.infer<typeof cooldownResult>;

export const customerRegisterResult = z.object({
  email: z.string(),
  /** Seconds before "resend the verification e-mail" may be used. */
  retryAfterSeconds: z.number().int().min(0),
});
export type CustomerRegisterResult = z.infer<typeof customerRegisterResult>;

export const verifyEmailResult = z.object({ email: z.string(), state: z.enum(CUSTOMER_ACCOUNT_STATES) });
export type VerifyEmailResult = z.infer<typeof verifyEmailResult>;
