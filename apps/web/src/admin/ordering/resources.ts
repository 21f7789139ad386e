import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { adminResource } from '../framework/admin-resource.ts';

/* Orders and the shop's rules for them: sidebar entries whose screens are still to come. */

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
/** Tax groups, coupons and payment methods: their screens are in admin/commerce/. */
export const taxGroupsResource = adminResource({
  name: 'taxGroups',
  screens: {
    taxGroups: async () => (await import('../commerce/tax-group-pages.tsx')).TaxGroupsListPage,
    addTaxGroup: async () => (await import('../commerce/tax-group-pages.tsx')).AddTaxGroupPage,
    taxGroup: async () => (await import('../commerce/tax-group-pages.tsx')).EditTaxGroupPage,
  },
  nav: { section: 'utils', page: 'taxGroups', path: 'tax-groups', icon: PercentOutlined },
});
export const couponsResource = adminResource({
  name: 'coupons',
  screens: {
    coupons: async () => (await import('../commerce/coupon-pages.tsx')).CouponsListPage,
    addCoupon: async () => (await import('../commerce/coupon-pages.tsx')).AddCouponPage,
    coupon: async () => (await import('../commerce/coupon-pages.tsx')).EditCouponPage,
  },
  nav: { section: 'utils', page: 'coupons', path: 'coupons', icon: LocalOfferOutlined },
});
/** SPEC 2's settings tab "payment methods", reachable from the sidebar too. */
export const paymentMethodsResource = adminResource({
  name: 'paymentMethods',
  screens: {
    paymentMethods: async () => (await import('../commerce/payment-method-pages.tsx')).PaymentMethodsListPage,
    addPaymentMethod: async () => (await import('../commerce/payment-method-pages.tsx')).AddPaymentMethodPage,
    paymentMethod: async () => (await import('../commerce/payment-method-pages.tsx')).EditPaymentMethodPage,
    assignZones: async () => (await import('../commerce/assign-zones-page.tsx')).AssignZonesPage,
  },
  nav: { section: 'utils', page: 'paymentMethods', path: 'settings/payment-methods', icon: PaymentsOutlined },
});
/** The orders and the abandoned carts (admin/orders). */
export const ordersResource = adminResource({
  name: 'orders',
  screens: {
    orders: async () => (await import('../orders/orders-list-page.tsx')).OrdersListPage,
    order: async () => (await import('../orders/order-detail-page.tsx')).OrderDetailPage,
  },
  nav: { section: 'orders', page: 'orders', path: 'order', icon: ReceiptLongOutlined },
});
/** Invoices made from orders, printed and downloaded as PDF (admin/invoices, ADR 0056). */
export const invoicesResource = adminResource({
  name: 'invoices',
  screens: {
    invoices: async () => (await import('../invoices/invoices-list-page.tsx')).InvoicesListPage,
    invoice: async () => (await import('../invoices/invoice-detail-page.tsx')).InvoiceDetailPage,
  },
  nav: { section: 'orders', page: 'invoices', path: 'invoices', icon: DescriptionOutlined },
  permission: { flag: 'isInvoicesEnabled' },
});
/** Refund and return requests (admin/refunds, ADR 0057): the sidebar entry only when refunds are on. */
export const refundsResource = adminResource({
  name: 'refunds',
  screens: {
    refunds: async () => (await import('../refunds/refunds-pages.tsx')).RefundsListPage,
    addRefund: async () => (await import('../refunds/refunds-pages.tsx')).AddRefundPage,
    refund: async () => (await import('../refunds/refunds-pages.tsx')).RefundPage,
  },
  nav: { section: 'orders', page: 'refunds', path: 'refunds', icon: AssignmentReturnOutlined },
  permission: { flag: 'isOrderRefundable' },
});
/** The salespeople's collections under review (admin/refunds, ADR 0057). */
export const collectionsResource = adminResource({
  name: 'collections',
  screens: {
    collections: async () => (await import('../refunds/collections-pages.tsx')).CollectionsListPage,
    collection: async () => (await import('../refunds/collections-pages.tsx')).CollectionPage,
  },
  nav: { section: 'orders', page: 'collections', path: 'collections', icon: SavingsOutlined },
});
