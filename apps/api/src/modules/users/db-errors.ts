/** Unique indexes of `users` and the form field each one guards, with its SPEC 8 message key. */
export const USER_UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: 'emailTaken' },
  users_mobile_unique: { field: 'mobile', message: 'phoneTaken' },
  users_company_number_unique: { field: 'companyNumber', message: 'companyNumberTaken' },
};
