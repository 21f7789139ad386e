/** Query keys of the customer area; everything under `account` is dropped at sign-out. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  approvalForm: () => [...accountKeys.all, 'approval-form'] as const,
};
