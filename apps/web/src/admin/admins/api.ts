import type { AdminCreateInput, AdminRecord, AdminUpdateInput } from '@shop/shared';
import { adminCrud, adminKeys } from '../../back-office/kit/crud-resource.ts';

/**
 * The admins resource (super admins only; docs/api/back-office-accounts.md): its writes also
 * refresh the signed-in admin's own profile, since an admin may edit itself (name, super-admin flag).
 */
export const admins = adminCrud<AdminRecord, AdminRecord, AdminCreateInput | AdminUpdateInput>('admins', {
  refresh: [adminKeys.profile],
});
export const adminsKeys = admins.keys;
export const adminListQuery = admins.listQuery;
export const adminDetailQuery = admins.detailQuery;
export const useDeleteAdmin = admins.useRemove;
