import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { idParams, optionalText, recordOf, requiredText } from './common.ts';
import { latitudeField, longitudeField } from './shipping.ts';

/** An optional pin coordinate: a number in range, or null / empty for none. */
const pinField = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), field.nullable()).optional();

/** SPEC 3 "Address", SPEC 5 "Address": country, city and address1 required. */
export const customerAddressInput = z
  .object({
    country: requiredText(80, { stopWhenEmpty: false }),
    city: requiredText(80, { stopWhenEmpty: false }),
    state: optionalText(80),
    address1: requiredText(200, { stopWhenEmpty: false }),
    address2: optionalText(200),
    postCode: optionalText(20),
    /** Making this the default clears the customer's previous default. */
    isDefault: z.boolean().default(false),
    /** The optional pin on the map (degrees), both or neither; shipping zones' polygons match it. */
    latitude: pinField(latitudeField),
    longitude: pinField(longitudeField),
  })
  .superRefine((address, ctx) => {
    const hasLat = address.latitude !== null && address.latitude !== undefined;
    const hasLng = address.longitude !== null && address.longitude !== undefined;
    if (hasLat !== hasLng)
      ctx.addIssue({
        code: 'custom',
        path: [hasLat ? 'longitude' : 'latitude'],
        message: validationMessage('pinIncomplete'),
      });
  });
export type CustomerAddressInput = z.input<typeof customerAddressInput>;
export type CustomerAddressData = z.output<typeof customerAddressInput>;

export const customerAddress = recordOf({
  country: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  postCode: z.string().nullable(),
  isDefault: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

export const addressIdParams = idParams;
