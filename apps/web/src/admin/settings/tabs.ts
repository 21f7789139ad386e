import type { AdminPageKey } from '../framework/admin-pages.ts';

/**
 * SPEC 2's settings tabs, in its order (ADR 0059, 0064): each tab is the address of its screen and
 * owns the pages that open under it (a list's add and edit screens, the theme wizard under the
 * site settings), so the tab bar marks the right tab there too. "Dynamic content" is the content
 * blocks (ADR 0021). Data only: the registry reads it eagerly, the tab bar is a lazy chunk.
 */
export const SETTINGS_TABS = [
  { page: 'companyInfo', path: 'settings/company-info', pages: ['companyInfo'] },
  { page: 'personal', path: 'settings/personal', pages: ['personal'] },
  { page: 'siteSettings', path: 'settings/site', pages: ['siteSettings', 'themeWizard'] },
  { page: 'reviews', path: 'settings/reviews', pages: ['reviews'] },
  {
    page: 'paymentMethods',
    path: 'settings/payment-methods',
    pages: ['paymentMethods', 'addPaymentMethod', 'paymentMethod', 'assignZones'],
  },
  { page: 'emailSettings', path: 'settings/email-settings', pages: ['emailSettings', 'emailSetting'] },
  {
    page: 'contentBlocks',
    path: 'content-blocks',
    pages: ['contentBlocks', 'addContentBlock', 'contentBlock'],
  },
  { page: 'transactions', path: 'settings/transactions', pages: ['transactions'] },
] as const satisfies ReadonlyArray<{ page: AdminPageKey; path: string; pages: readonly AdminPageKey[] }>;

export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Every page the tab bar is drawn on: the settings index and each tab's pages. */
export const SETTINGS_FRAME_PAGES: readonly AdminPageKey[] = [
  'settings',
  ...SETTINGS_TABS.flatMap((tab) => tab.pages),
];

/** The tab a page belongs to (none for the settings index). */
export function tabOfPage(page: string | undefined): SettingsTab | undefined {
  return SETTINGS_TABS.find((tab) => (tab.pages as readonly string[]).includes(page ?? ''));
}
