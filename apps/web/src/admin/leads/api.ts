import type { LeadRecord } from '@shop/shared';
import { adminKeys, crudResource } from '../../back-office/kit/crud-resource.ts';

/** `/api/admin/leads` (docs/api/leads.md): list, read, delete, and marked handled
 * (back-office/kit/handled-record.tsx); leads are never written here. */
export const leads = crudResource<LeadRecord, LeadRecord, never>(
  [...adminKeys.all, 'leads'],
  '/api/admin/leads',
);
