import {
  type DeploymentConfig,
  shippingZoneInput,
  shippingZoneList,
  shippingZoneListQuery,
  shippingZoneRecord,
} from '@shop/shared';
import { shippingZonesService } from '../../modules/shipping/shipping-zones.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/**
 * Shipping zones and their rate bands (SPEC 2 shipping-zones, SPEC 3, SPEC 5 "Shipping rates"),
 * declared per deployment: the polygon is taken only where `isAdminPolygonDrawable` is on.
 * Contract: docs/api/shipping.md; decisions: docs/decisions/0051-shipping-zones-and-map.md.
 */
export const shippingZonesResource = (deployment: DeploymentConfig) =>
  crudResource({
    path: '/shipping-zones',
    tag: 'admin shipping',
    summary: {
      list: 'Shipping zones with their rate bands, paginated, with search and status/area filters',
      read: 'One shipping zone with its rate bands',
      create: 'Adds a shipping zone with its rate bands',
      update: 'Edits a shipping zone; rates with an id are kept, others added, missing ones removed',
      remove: 'Deletes a shipping zone, its rates and its payment-method assignments',
    },
    schema: {
      query: shippingZoneListQuery,
      input: shippingZoneInput,
      item: shippingZoneRecord,
      list: shippingZoneList,
    },
    service: shippingZonesService(deployment),
  });
