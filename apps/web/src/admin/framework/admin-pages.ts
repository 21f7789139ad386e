import { type AdminRouteDef, adminPages as sharedAdminPages } from '@shop/shared';
import type adminMessages from '../../i18n/locales/en/admin.json';

/*
 * The admin route table's data (SPEC 2 "Admin area"), from packages/shared where the API's SPA
 * hosting reads it too. Only the admin code imports it, so the storefront's first file does not
 * carry every admin path.
 */

export type AdminPageKey = keyof typeof adminMessages.pages;

/** An admin route (packages/shared, ADR 0036) whose page key has its title under `admin:pages`. */
export type AdminPageDef = AdminRouteDef & { page: AdminPageKey };

/** SPEC 2 "Admin area": every route under /admin-panel/secure except the dashboard index. */
export const adminPages: readonly AdminPageDef[] = sharedAdminPages;
