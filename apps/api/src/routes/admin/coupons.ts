import { couponInput, couponList, couponListQuery, couponRecord } from '@shop/shared';
import {
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCoupons,
  updateCoupon,
} from '../../modules/commerce/coupons.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Coupons (SPEC 2 coupons; SPEC 3 "Coupon"). Contract: docs/api/admin-commerce.md. */
export const couponsResource = crudResource({
  path: '/coupons',
  tag: 'admin commerce',
  summary: {
    list: 'Coupons, paginated, searched by code, filtered by state (active, scheduled, expired, inactive)',
    read: 'One coupon',
    create: 'Adds a coupon (code unique whatever its case: 409 couponCodeTaken)',
    update: 'Edits a coupon',
    remove: 'Deletes a coupon',
  },
  schema: { query: couponListQuery, input: couponInput, item: couponRecord, list: couponList },
  service: {
    list: listCoupons,
    read: getCoupon,
    create: createCoupon,
    update: updateCoupon,
    remove: deleteCoupon,
  },
});
