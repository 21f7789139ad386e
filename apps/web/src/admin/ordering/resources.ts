import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const shippingZonesResource = adminResource({
  name: 'shippingZones',
  nav: { section: 'utils', page: 'shippingZones', path: 'shipping-zones', icon: LocalShippingOutlined },
});

export const taxGroupsResource = adminResource({
  name: 'taxGroups',
  nav: { section: 'utils', page: 'taxGroups', path: 'tax-groups', icon: PercentOutlined },
});

export const couponsResource = adminResource({
  name: 'coupons',
  nav: { section: 'utils', page: 'coupons', path: 'coupons', icon: LocalOfferOutlined },
});

export const ordersResource = adminResource({
  name: 'orders',
  nav: { section: 'orders', page: 'orders', path: 'order', icon: ReceiptLongOutlined },
});

export const invoicesResource = adminResource({
  name: 'invoices',
  nav: { section: 'orders', page: 'invoices', path: 'invoices', icon: DescriptionOutlined },
});

export const refundsResource = adminResource({
  name: 'refunds',
  nav: { section: 'orders', page: 'refunds', path: 'refunds', icon: AssignmentReturnOutlined },
  permission: { flag: 'isOrderRefundable' },
});
