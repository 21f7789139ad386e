import type { ComponentType } from 'react';
import { lazyPage } from '../../app/route-boundary.tsx';
import type { AdminPageKey } from '../framework/admin-pages.ts';

/** The wholesale leads of `/form-1` (ADR 0026): list and detail, each lazy. */
export const leadsAdminPages: Partial<Record<AdminPageKey, ComponentType>> = {
  leads: lazyPage(async () => (await import('./leads-pages.tsx')).LeadsListPage),
  lead: lazyPage(async () => (await import('./leads-pages.tsx')).LeadPage),
};
