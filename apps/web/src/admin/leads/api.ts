import type { LeadRecord } from '@shop/shared';
import { adminCrud } from '../../back-office/kit/crud-resource.ts';

/** `/api/admin/leads` (docs/api/leads.md): list, read, delete, and marked handled
 * (back-office/kit/handled-record.tsx); leads are never written here. */
export const leads = adminCrud<LeadRecord>('leads');
