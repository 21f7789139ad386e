import { z } from 'zod';
import { environmentKeys, languageCodes } from '../environments.ts';

/*
 * The shape of a deployment (SPEC 3), apart from its data in environments.ts: the storefront's
 * first file reads the data, and keeping zod out of that module keeps zod out of that file.
 */
export const languageCodeSchema = z.enum(languageCodes);

export const featureFlagsSchema = z.object({
  isDashboardEnabled: z.boolean(),
  isOrderPrintable: z.boolean(),
  isInvoicesEnabled: z.boolean(),
  isShipmentEnabled: z.boolean(),
  hasCityData: z.boolean(),
  hasNeighborhoodData: z.boolean(),
  isAdminPolygonDrawable: z.boolean(),
  isOrderRefundable: z.boolean(),
  isMenusCombinable: z.boolean(),
  isOrderSummaryEnabled: z.boolean(),
  showSliderExtensiveDescriptionAttribute: z.boolean(),
  product_attributes_version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const deploymentConfigSchema = z.object({
  key: z.enum(environmentKeys),
  name: z.string(),
  language: languageCodeSchema,
  languages: z.array(z.object({ code: languageCodeSchema, name: z.string() })),
  region: z.string(),
  locale: z.string(),
  currency: z.object({ symbol: z.string(), name: z.string() }),
  /** Public key of the bot check (Cloudflare Turnstile site key). Empty: check disabled. */
  botCheckPublicKey: z.string(),
  /** Base URL of the API; empty means the same origin as the SPA. */
  apiBaseUrl: z.string(),
  /** Card payment provider publishable key; only the UK variants take cards online. */
  cardPaymentPublicKey: z.string().optional(),
  /** Map tiles (`{z}/{x}/{y}` template) from the server's MAP_TILE_URL; empty or absent: offline grid. */
  mapTileUrl: z.string().optional(),
  flags: featureFlagsSchema,
});
export type DeploymentConfig = z.infer<typeof deploymentConfigSchema>;
