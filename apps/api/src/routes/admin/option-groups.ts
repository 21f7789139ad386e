import { optionGroupInput, optionGroupList, optionGroupListQuery, optionGroupRecord } from '@shop/shared';
import {
  createOptionGroup,
  deleteOptionGroup,
  getOptionGroup,
  listOptionGroups,
  updateOptionGroup,
} from '../../modules/products/option-groups.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/**
 * Option groups and their choices (SPEC 2 "variants and options", SPEC 3 "Option group"), attached
 * to products through `optionGroupIds`. Contract: docs/api/admin-products.md.
 */
export const optionGroupsResource = crudResource({
  path: '/option-groups',
  tag: 'admin option groups',
  summary: {
    list: 'Option groups with their choices, paginated',
    read: 'One option group',
    create: 'Adds an option group with its choices',
    update: 'Edits an option group; choices with an id are kept, others added, missing ones removed',
    remove: 'Deletes an option group (products stop offering it)',
  },
  schema: {
    query: optionGroupListQuery,
    input: optionGroupInput,
    item: optionGroupRecord,
    list: optionGroupList,
  },
  service: {
    list: listOptionGroups,
    read: getOptionGroup,
    create: createOptionGroup,
    update: updateOptionGroup,
    remove: deleteOptionGroup,
  },
});
