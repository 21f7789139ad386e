import {
  variantAttributeInput,
  variantAttributeList,
  variantAttributeListQuery,
  variantAttributeRecord,
} from '@shop/shared';
import {
  createVariantAttribute,
  deleteVariantAttribute,
  getVariantAttribute,
  listVariantAttributes,
  updateVariantAttribute,
} from '../../modules/products/variant-attributes.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/**
 * Variant attributes (Size, Colour…) and their values: the "variants" screens of SPEC 2 "variants
 * and options". Product variants reference them by code. Contract: docs/api/admin-products.md.
 */
export const variantAttributesResource = crudResource({
  path: '/variant-attributes',
  tag: 'admin variant attributes',
  summary: {
    list: 'Variant attributes with their values, paginated',
    read: 'One variant attribute',
    create: 'Adds a variant attribute with its values',
    update: 'Edits an attribute; values matched by code; 409 when a used code or value would go',
    remove: 'Deletes an attribute and its values; 409 when a product variant uses it',
  },
  schema: {
    query: variantAttributeListQuery,
    input: variantAttributeInput,
    item: variantAttributeRecord,
    list: variantAttributeList,
  },
  service: {
    list: listVariantAttributes,
    read: getVariantAttribute,
    create: createVariantAttribute,
    update: updateVariantAttribute,
    remove: deleteVariantAttribute,
  },
});
