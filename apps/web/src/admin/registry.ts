import { buildRegistry } from '../back-office/registry.ts';
import { adminsResource } from './admins/resources.ts';
import {
  blogsResource,
  cmsPagesResource,
  contactMessagesResource,
  contentBlocksResource,
  reviewsResource,
} from './cms/resources.ts';
import { ADMIN_SECTIONS } from './framework/admin-resource.ts';
import { galleryResource } from './gallery/resources.ts';
import { leadsResource } from './leads/resources.ts';
import { emailSettingsResource } from './mail/resources.ts';
import { menusResource } from './menus/resources.ts';
import {
  collectionsResource,
  couponsResource,
  invoicesResource,
  ordersResource,
  paymentMethodsResource,
  refundsResource,
  shippingZonesResource,
  taxGroupsResource,
} from './ordering/resources.ts';
import { dashboardResource } from './pages/resources.ts';
import { personalResource } from './personal/resources.ts';
import { productsResource } from './products/resources.ts';
import { salespeopleResource } from './salespeople/resources.ts';
import { settingsResource } from './settings/resources.ts';
import {
  brandsResource,
  categoriesResource,
  mainCategoriesResource,
  measureUnitsResource,
  optionGroupsResource,
  slidesResource,
  tagsResource,
  variantAttributesResource,
} from './taxonomy/resources.ts';
import { usersResource } from './users/resources.ts';

/*
 * Every resource of the admin area, one line each, in the sidebar's order within each section
 * (docs/adding-a-resource.md). The route table, the sidebar and the dashboard are built from it.
 */
export const adminRegistry = buildRegistry(ADMIN_SECTIONS, [
  dashboardResource,
  settingsResource,
  emailSettingsResource,
  menusResource,
  slidesResource,
  cmsPagesResource,
  contentBlocksResource,
  blogsResource,
  reviewsResource,
  contactMessagesResource,
  leadsResource,
  shippingZonesResource,
  taxGroupsResource,
  measureUnitsResource,
  couponsResource,
  paymentMethodsResource,
  ordersResource,
  invoicesResource,
  refundsResource,
  collectionsResource,
  productsResource,
  brandsResource,
  mainCategoriesResource,
  categoriesResource,
  variantAttributesResource,
  optionGroupsResource,
  tagsResource,
  usersResource,
  salespeopleResource,
  adminsResource,
  galleryResource,
  personalResource,
]);
