import type { DeploymentConfig, FeatureFlags } from './schemas/deployment.ts';

/**
 * Deployment variants of SPEC point 3. Each variant is one shop deployment (region, currency,
 * language) with its own feature flags. `APP_ENV` picks one; the SPA receives the public part.
 * The per-variant flag values are ours (SPEC says "not shown"): see docs/decisions/0003.
 */
export const languageCodes = ['ar', 'en'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const environmentKeys = [
  'testing_v1',
  'testing_v2',
  'testing_v3',
  'live_v1',
  'live_v2',
  'live_v3',
] as const;
export type EnvironmentKey = (typeof environmentKeys)[number];
export const DEFAULT_ENVIRONMENT: EnvironmentKey = 'testing_v2';

export const productAttributesVersions = [1, 2, 3] as const;
export type ProductAttributesVersion = (typeof productAttributesVersions)[number];
export type { DeploymentConfig, FeatureFlags } from './schemas/deployment.ts';

const languages: DeploymentConfig['languages'] = [
  { code: 'ar', name: 'العربية' },
  { code: 'en', name: 'English' },
];
/** Every region's: both languages, no bot check, the API on the SPA's own origin. */
const anyRegion = { languages, botCheckPublicKey: '', apiBaseUrl: '' } as const;
const saudi = {
  language: 'ar',
  region: 'SA',
  locale: 'ar-SA',
  currency: { symbol: 'ر.س', name: 'SAR' },
  ...anyRegion,
} as const;
const uk = {
  language: 'en',
  region: 'GB',
  locale: 'en-GB',
  currency: { symbol: '£', name: 'GBP' },
  ...anyRegion,
  cardPaymentPublicKey: 'pk_test_wholesale_demo',
} as const;

/** Saudi variant (v1): city and neighbourhood data, no online cards, invoices printed locally. */
const v1Flags: FeatureFlags = {
  isDashboardEnabled: true,
  isOrderPrintable: true,
  isInvoicesEnabled: true,
  isShipmentEnabled: false,
  hasCityData: true,
  hasNeighborhoodData: true,
  isAdminPolygonDrawable: true,
  isOrderRefundable: false,
  isMenusCombinable: false,
  isOrderSummaryEnabled: false,
  showSliderExtensiveDescriptionAttribute: false,
  product_attributes_version: 1,
};
/** UK variant (v2): the reference shop; refunds, shipments and the order summary step. */
const v2Flags: FeatureFlags = {
  isDashboardEnabled: true,
  isOrderPrintable: true,
  isInvoicesEnabled: true,
  isShipmentEnabled: true,
  hasCityData: false,
  hasNeighborhoodData: false,
  isAdminPolygonDrawable: false,
  isOrderRefundable: true,
  isMenusCombinable: true,
  isOrderSummaryEnabled: true,
  showSliderExtensiveDescriptionAttribute: true,
  product_attributes_version: 2,
};
/** UK variant (v3): v2 with the richest product attribute editor and no customer dashboard home. */
const v3Flags: FeatureFlags = {
  ...v2Flags,
  isDashboardEnabled: false,
  product_attributes_version: 3,
};

export const environments: Record<EnvironmentKey, DeploymentConfig> = {
  testing_v1: { key: 'testing_v1', name: 'Testing 1 (Saudi Arabia)', ...saudi, flags: v1Flags },
  testing_v2: { key: 'testing_v2', name: 'Testing 2 (United Kingdom)', ...uk, flags: v2Flags },
  testing_v3: { key: 'testing_v3', name: 'Testing 3 (United Kingdom)', ...uk, flags: v3Flags },
  live_v1: { key: 'live_v1', name: 'Live 1 (Saudi Arabia)', ...saudi, flags: v1Flags },
  live_v2: { key: 'live_v2', name: 'Live 2 (United Kingdom)', ...uk, flags: v2Flags },
  live_v3: { key: 'live_v3', name: 'Live 3 (United Kingdom)', ...uk, flags: v3Flags },
};

export function isEnvironmentKey(value: string): value is EnvironmentKey {
  return (environmentKeys as readonly string[]).includes(value);
}

export function getEnvironment(key: string | undefined): DeploymentConfig {
  const wanted = key ?? DEFAULT_ENVIRONMENT;
  if (!isEnvironmentKey(wanted))
    throw new Error(`Unknown APP_ENV "${key}"; expected one of ${environmentKeys.join(', ')}`);
  return environments[wanted];
}
