import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { enteredPassword } from './common.ts';
import { customerDetailsShape, settingPassword } from './customer-auth.ts';

/**
 * The customer area (`/api/user/*`, token kind `user`): profile, password and the approval form
 * (SPEC 3 "User", SPEC 4 account states, SPEC 5 "Approval form").
 */

/**
 * PUT /api/user/profile: the whole set of details (email, mobile and company number stay unique).
 * Changing the e-mail address asks for it to be verified again.
 */
export const updateProfileInput = z.object(customerDetailsShape);
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type UpdateProfileData = z.output<typeof updateProfileInput>;

/** PUT /api/user/password: the old password is required (SPEC 3 "old password"). */
export const changePasswordInput = settingPassword({ oldPassword: enteredPassword });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Approval form upload: at most this many bytes (a scanned, signed form). */
export const APPROVAL_FORM_MAX_BYTES = 10 * 1024 * 1024;
/** Multipart field name of the file. */
export const APPROVAL_FORM_FILE_FIELD = 'file';

/**
 * The typed fields sent with the approval form file (multipart text fields). SPEC 5: only digits
 * in the numeric field: the expected monthly spend of the printed form ("GBP, digits only").
 */
export const approvalFormFields = z.object({
  expectedMonthlySpend: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, { error: validationMessage('required') })
    .max(12, { error: validationMessage('maxLength', { max: 12 }) })
    .regex(/^\d+$/, { error: validationMessage('digitsOnly') }),
});
export type ApprovalFormFields = z.input<typeof approvalFormFields>;

/** GET /api/user/approval-form */
export const approvalFormStatus = z.object({
  /** The blank form to download, fill in and sign (site settings "approval form PDF"). */
  formUrl: z.string().nullable(),
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  data: z.record(z.string(), z.string()).nullable(),
  /** True while the customer is verified and not yet approved. */
  canSubmit: z.boolean(),
});
export type ApprovalFormStatus = z.infer<typeof approvalFormStatus>;
