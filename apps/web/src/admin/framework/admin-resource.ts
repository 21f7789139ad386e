import type { ResourceDefinition } from '../../back-office/registry.ts';
import type { AdminPageDef, AdminPageKey } from './admin-pages.ts';

/** The sidebar's sections of SPEC 2: utils, orders, products, users, admins, images. */
export const ADMIN_SECTIONS = ['utils', 'orders', 'products', 'users', 'admins', 'images'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** A resource of the admin area (docs/adding-a-resource.md): its pages are admin page keys. */
export type AdminResource = ResourceDefinition<AdminPageKey, AdminSection, NonNullable<AdminPageDef['flag']>>;

/** Declares an admin resource (the type checks its page keys, section and flag). */
export const adminResource = (resource: AdminResource): AdminResource => resource;

/**
 * A resource that is so far only its sidebar entry (its routes show the placeholder page), named
 * by its page.
 */
export const navResource = (
  section: AdminSection,
  page: AdminPageKey,
  path: string,
  icon: NonNullable<AdminResource['nav']>['icon'],
  permission?: AdminResource['permission'],
): AdminResource =>
  adminResource({ name: page, nav: { section, page, path, icon }, ...(permission ? { permission } : {}) });
