import type { ComponentType } from 'react';
import type { AdminPageKey } from '../framework/admin-pages.ts';

/**
 * Built back-office screens of the taxonomy and content (brands, categories, measure units,
 * tags, options, slides, menus, gallery, CMS pages, blogs, reviews, contact messages), each lazy.
 */
export const contentAdminPages: Partial<Record<AdminPageKey, ComponentType>> = {};
