import type { ReactNode } from 'react';
import { Forbidden, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { useAdminProfile } from '../framework/admin-session.ts';

/**
 * SPEC 2 and 6: the admins screens belong to super admins. Others get the not-allowed page
 * before any admins request is made (the API refuses them with 403 as well).
 */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const profile = useAdminProfile();
  if (profile.isPending) return <LoadingBlock />;
  if (profile.data?.is_super_admin !== true) return <Forbidden />;
  return children;
}
