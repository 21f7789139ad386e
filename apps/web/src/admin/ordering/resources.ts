import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { adminResource, navResource } from '../framework/admin-resource.ts';

/* Orders and the shop's rules for them: sidebar entries, most of whose screens are still to come. */

/** Shipping zones and their rates (admin/shipping-zones, ADR 0051). */
export const shippingZonesResource = adminResource({
  name: 'shippingZones',
  screens: {
    shippingZones: async () =>
      (await import('../shipping-zones/shipping-zone-pages.tsx')).ShippingZonesListPage,
    addShippingZone: async () =>
      (await import('../shipping-zones/shipping-zone-pages.tsx')).AddShippingZonePage,
    shippingZone: async () =>
      (await import('../shipping-zones/shipping-zone-pages.tsx')).EditShippingZonePage,
  },
  nav: { section: 'utils', page: 'shippingZones', path: 'shipping-zones', icon: LocalShippingOutlined },
});
export const taxGroupsResource = navResource('utils', 'taxGroups', 'tax-groups', PercentOutlined);
export const couponsResource = navResource('utils', 'coupons', 'coupons', LocalOfferOutlined);
export const ordersResource = navResource('orders', 'orders', 'order', ReceiptLongOutlined);
export const invoicesResource = navResource('orders', 'invoices', 'invoices', DescriptionOutlined);
export const refundsResource = navResource('orders', 'refunds', 'refunds', AssignmentReturnOutlined, {
  flag: 'isOrderRefundable',
});
