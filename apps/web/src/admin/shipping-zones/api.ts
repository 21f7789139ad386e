import type { ShippingZoneData, ShippingZoneRecord } from '@shop/shared';
import { adminCrud } from '../../back-office/kit/crud-resource.ts';

// `/api/admin/shipping-zones` (docs/api/shipping.md), its query keys under the admin area's.
export const shippingZones = adminCrud<ShippingZoneRecord, ShippingZoneRecord, ShippingZoneData>(
  'shipping-zones',
);
