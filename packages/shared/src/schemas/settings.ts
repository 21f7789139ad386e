import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { intField } from './admin-products.ts';
import { deploymentConfigSchema } from './deployment.ts';

/** A colour as `#` and six hex digits (`#1f3a5f`), the form the colour inputs give. */
export const hexColour = z
  .string({ error: validationMessage('required') })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: validationMessage('hexColour') });
const hex = hexColour;
const element = z.object({ color: hex, effect: hex });

/** One colour set (light or dark) of SPEC 3 "Site settings / theme". */
export const themePalette = z.object({
  primary: element,
  secondary: element,
  tertiary: element,
  text: z.object({ headlines: hex, body: hex }),
  backgrounds: z.object({ front: hex, panels: hex }),
  cards: hex,
});
export type ThemePalette = z.infer<typeof themePalette>;

export const siteColours = z.object({
  white: hex,
  black: hex,
  red: hex,
  green: hex,
  blue: hex,
  brown: hex,
  yellow: hex,
  gray: hex,
});

export const columnsPerScreen = z.object({
  mobile: intField(1, 6),
  ipadV: intField(1, 6),
  ipadH: intField(1, 8),
  laptop: intField(1, 8),
  monitor: intField(1, 10),
});
export type ColumnsPerScreen = z.infer<typeof columnsPerScreen>;

export const themeSettings = z.object({
  light: themePalette,
  dark: themePalette,
  colors: siteColours,
  columns: columnsPerScreen,
  perPage: intField(1, 100),
  admin_limit: intField(1, 100),
});
export type ThemeSettings = z.infer<typeof themeSettings>;

export const frontRoute = z.object({
  path: z.string(),
  title: z.string(),
  pageId: z.number().int(),
});
export type FrontRoute = z.infer<typeof frontRoute>;

/** `GET /api/front/settings` data: theme travels as a JSON string (SPEC 7). */
export const frontSettings = z.object({
  theme: z.string(),
  site_name: z.string(),
  email: z.string(),
  address: z.string(),
  post_code: z.string(),
  phone: z.string(),
  mobile: z.string(),
  vat_number: z.string(),
  bank_account_name: z.string(),
  bank_name: z.string(),
  bank_account_number: z.string(),
  commercial_record_number: z.string(),
  sort_code: z.string(),
  iban: z.string(),
  logo: z.string().nullable(),
  max_quantity_per_product: z.number().int().min(1),
  catalogue_pdf: z.string().nullable(),
  approval_form_pdf: z.string().nullable(),
  refund_days: z.number().int().min(0),
  enable_refunds: z.boolean(),
  dashboard_top_n: z.number().int().min(1),
  additional_front_routes: z.array(frontRoute),
  environment: deploymentConfigSchema,
});
export type FrontSettings = z.infer<typeof frontSettings>;

/** `GET /api/front/site-profile` data: company fields of SPEC 3, 'Unavailable' where empty. */
export const siteProfile = z.object({
  projectName: z.string(),
  name: z.string(),
  mobile: z.string(),
  phone: z.string(),
  post_code: z.string(),
  currency: z.string(),
  address: z.string(),
  email: z.string(),
  vatNumber: z.string(),
  bankName: z.string(),
  bankNumber: z.string(),
  bankSortCode: z.string(),
  IBAN: z.string(),
  commercial_record_number: z.string(),
  bank_account_name: z.string(),
  logo: z.string().nullable(),
});
export type SiteProfile = z.infer<typeof siteProfile>;
