import { z } from 'zod';
import { normalizeSearchText, toLatinDigits } from '../arabic.ts';
import { NAME_MIN_LENGTH } from '../constants.ts';
import { RECORD_STATUSES, SHIPPING_AREA_METHODS, SHIPPING_RATE_MODES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { intField, requiredLocalized } from './admin-products.ts';
import { imageAddress, recordStatusInput } from './admin-taxonomy.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import { localized, recordId, recordOf, searchQuery, singleLine, sortKeys, timestamps } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Shipping zones and their rate bands (SPEC 2 shipping-zones, SPEC 3 "Shipping zone", SPEC 5
// "Shipping rates"). Contract: docs/api/shipping.md; decisions: docs/decisions/0051.
// Money is integer minor units (pence, halalas).
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');

/** A decimal number typed in a form: a JSON number or a numeric string, Arabic digits too. */
export const decimalField = (min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = toLatinDigits(value.trim()).replace(/\u2212/g, '-');
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text === '' ? undefined : value;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? required : validationMessage('number'),
      })
      .refine(Number.isFinite, { error: validationMessage('number') })
      .min(min, { error: validationMessage('min', { min }) })
      .max(max, { error: validationMessage('max', { max }) }),
  );

export const latitudeField = decimalField(-90, 90);
export const longitudeField = decimalField(-180, 180);

/** A point as `[latitude, longitude]` (Leaflet's order), WGS 84 degrees. */
export const latLng = z.tuple([latitudeField, longitudeField], { error: validationMessage('invalid') });
export type LatLngPoint = [number, number];

export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 500;
export const MAX_ZONE_CITIES = 500;
export const MAX_ZONE_RATES = 50;
export const ZONE_CITY_MAX_LENGTH = 80;

/**
 * How a city is compared with a zone's lists: trimmed, inner spaces collapsed, lower case, Arabic
 * spelling variants folded (`normalizeSearchText`), so "  Al  Khobar" meets "al khobar" and
 * "الخُبَر" meets "الخبر".
 */
export function normalizeCity(city: string): string {
  return normalizeSearchText(city.trim().replace(/\s+/g, ' '));
}

const city = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(ZONE_CITY_MAX_LENGTH, { error: validationMessage('maxLength', { max: ZONE_CITY_MAX_LENGTH }) })
  .check(singleLine())
  .transform((v) => v.replace(/\s+/g, ' '));

/** A list of cities, each once (compared as `normalizeCity` does). */
const cityList = z
  .array(city, { error: validationMessage('invalid') })
  .max(MAX_ZONE_CITIES, { error: validationMessage('max', { max: MAX_ZONE_CITIES }) })
  .default([])
  .superRefine((cities, ctx) => {
    const seen = new Set<string>();
    cities.forEach((c, index) => {
      const key = normalizeCity(c);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index], message: validationMessage('duplicate') });
      seen.add(key);
    });
  });

/** An empty list means "no polygon" (null). */
export const zonePolygon = z.preprocess(
  (v) => (Array.isArray(v) && v.length === 0 ? null : v),
  z
    .array(latLng, { error: validationMessage('invalid') })
    .min(POLYGON_MIN_POINTS, { error: validationMessage('polygonPoints', { min: POLYGON_MIN_POINTS }) })
    .max(POLYGON_MAX_POINTS, { error: validationMessage('max', { max: POLYGON_MAX_POINTS }) })
    .nullable()
    .default(null),
);

/** An optional upper amount: a number, or null / empty for an open-ended band. */
const openAmount = z.preprocess((v) => (v === '' || v === undefined ? null : v), intField(0).nullable());

export const shippingRateInput = z.object({
  /** Present when editing an existing band, absent for a new one. */
  id: recordId.optional(),
  name: requiredLocalized(1, 120),
  /** The smallest order amount of the band, inclusive. */
  minAmount: intField(0),
  /** The largest order amount of the band, inclusive; null: open-ended (only the last band). */
  maxAmount: openAmount,
  charge: intField(0),
  minDays: intField(0, 365),
  maxDays: intField(0, 365),
});
export type ShippingRateInput = z.input<typeof shippingRateInput>;

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/**
 * SPEC 5 "Shipping rates" as field errors on `rates.N.field`: max above min; each min above the
 * previous band's max; only the last band open-ended, and the last band always is (ADR 0051);
 * `single` mode has exactly one band; at least one band.
 */
export function checkRateBands(
  rateMode: (typeof SHIPPING_RATE_MODES)[number],
  rates: readonly { minAmount: number; maxAmount: number | null; minDays: number; maxDays: number }[],
  ctx: z.RefinementCtx,
): void {
  if (rateMode === 'single' && rates.length > 1) issue(ctx, ['rates'], validationMessage('singleRate'));
  rates.forEach((rate, index) => {
    const last = index === rates.length - 1;
    if (rate.maxAmount === null && !last)
      issue(ctx, ['rates', index, 'maxAmount'], validationMessage('onlyLastOpenEnded'));
    if (rate.maxAmount !== null && last)
      issue(ctx, ['rates', index, 'maxAmount'], validationMessage('lastOpenEnded'));
    if (rate.maxAmount !== null && rate.maxAmount <= rate.minAmount)
      issue(ctx, ['rates', index, 'maxAmount'], validationMessage('maxOverMin'));
    if (rate.maxDays < rate.minDays) issue(ctx, ['rates', index, 'maxDays'], validationMessage('minOverMax'));
    const previous = rates[index - 1];
    if (previous?.maxAmount != null && rate.minAmount <= previous.maxAmount)
      issue(
        ctx,
        ['rates', index, 'minAmount'],
        validationMessage('minAfterPrevious', { max: previous.maxAmount }),
      );
  });
}

/**
 * `POST /api/admin/shipping-zones` and `PUT …/:id` (a full replace). A customized zone needs
 * included cities or a polygon; a general one keeps neither (they are dropped). The polygon is
 * refused by the API where the deployment's `isAdminPolygonDrawable` flag is off.
 */
export const shippingZoneInput = z
  .object({
    name: requiredLocalized(NAME_MIN_LENGTH, 120),
    image: z.preprocess((v) => (v === '' || v === undefined ? null : v), imageAddress(true).nullable()),
    areaMethod: z.enum(SHIPPING_AREA_METHODS, {
      error: (i) => (i.input === undefined ? required : validationMessage('invalid')),
    }),
    includedCities: cityList,
    excludedCities: cityList,
    polygon: zonePolygon,
    rateMode: z.enum(SHIPPING_RATE_MODES, {
      error: (i) => (i.input === undefined ? required : validationMessage('invalid')),
    }),
    /** VAT on the delivery charge, percent, two decimals. */
    taxRate: decimalField(0, 100),
    status: recordStatusInput.default('active'),
    rates: z
      .array(shippingRateInput, { error: required })
      .min(1, { error: validationMessage('rateRequired') })
      .max(MAX_ZONE_RATES, { error: validationMessage('max', { max: MAX_ZONE_RATES }) }),
  })
  .superRefine((zone, ctx) => {
    checkRateBands(zone.rateMode, zone.rates, ctx);
    if (zone.areaMethod === 'customized' && zone.includedCities.length === 0 && zone.polygon === null)
      issue(ctx, ['includedCities'], validationMessage('zoneAreaRequired'));
  });
export type ShippingZoneInput = z.input<typeof shippingZoneInput>;
export type ShippingZoneData = z.output<typeof shippingZoneInput>;

export const SHIPPING_ZONE_SORTS = sortKeys('name', 'position', 'created_at');

export const shippingZoneListQuery = sortedListQuery(SHIPPING_ZONE_SORTS, 'position', {
  search: searchQuery,
  status: z.enum(RECORD_STATUSES, { error: validationMessage('invalid') }).optional(),
  areaMethod: z.enum(SHIPPING_AREA_METHODS, { error: validationMessage('invalid') }).optional(),
});
export type ShippingZoneListQuery = z.infer<typeof shippingZoneListQuery>;

export const shippingRateRecord = recordOf({
  name: localized,
  minAmount: z.number().int(),
  maxAmount: z.number().int().nullable(),
  charge: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  position: z.number().int(),
});
export type ShippingRateRecord = z.infer<typeof shippingRateRecord>;

export const shippingZoneRecord = recordOf({
  name: localized,
  image: z.string().nullable(),
  areaMethod: z.enum(SHIPPING_AREA_METHODS),
  includedCities: z.array(z.string()),
  excludedCities: z.array(z.string()),
  polygon: z.array(z.tuple([z.number(), z.number()])).nullable(),
  rateMode: z.enum(SHIPPING_RATE_MODES),
  taxRate: z.number(),
  status: z.enum(RECORD_STATUSES),
  position: z.number().int(),
  rates: z.array(shippingRateRecord),
  ...timestamps,
});
export type ShippingZoneRecord = z.infer<typeof shippingZoneRecord>;
export const shippingZoneList = paginated(shippingZoneRecord);

/**
 * One way to deliver an order to an address: a zone's rate band for the order amount. `charge` is
 * before the zone's `taxRate` (percent); days are working days. The checkout offers these.
 */
export const deliveryOption = z.object({
  zoneId: z.number().int(),
  rateId: z.number().int(),
  zone: localized,
  rate: localized,
  charge: z.number().int(),
  taxRate: z.number(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
});
export type DeliveryOption = z.infer<typeof deliveryOption>;
