import type { ComponentType } from 'react';
import type { AdminPageKey } from '../framework/admin-pages.ts';

/** Built back-office screens of the product catalogue (products, variants, attributes), each lazy. */
export const catalogueAdminPages: Partial<Record<AdminPageKey, ComponentType>> = {};
