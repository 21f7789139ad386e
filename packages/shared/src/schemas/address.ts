import { z } from 'zod';
import { idParams, optionalText, recordOf, requiredText } from './common.ts';

/** SPEC 3 "Address", SPEC 5 "Address": country, city and address1 required. */
export const customerAddressInput = z.object({
  country: requiredText(80, { stopWhenEmpty: false }),
  city: requiredText(80, { stopWhenEmpty: false }),
  state: optionalText(80),
  address1: requiredText(200, { stopWhenEmpty: false }),
  address2: optionalText(200),
  postCode: optionalText(20),
  /** Making this the default clears the customer's previous default. */
  isDefault: z.boolean().default(false),
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
});
export type CustomerAddress = z.infer<typeof customerAddress>;

export const addressIdParams = idParams;
