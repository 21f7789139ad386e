/*
 * Where the SPA's areas live. A module of their own: the storefront's first file needs the
 * addresses for its links, never the areas' route tables (admin.ts, salesperson.ts).
 */

/** The back office (SPEC 2 "Admin area"). */
export const ADMIN_ROOT = '/admin-panel/secure';

/** The salesperson area (ADR 0008). */
export const SALESPERSON_ROOT = '/salesperson';
