import { taxGroupInput, taxGroupList, taxGroupListQuery, taxGroupRecord } from '@shop/shared';
import {
  createTaxGroup,
  deleteTaxGroup,
  getTaxGroup,
  listTaxGroups,
  updateTaxGroup,
} from '../../modules/commerce/tax-groups.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Tax groups (SPEC 2 tax-groups; SPEC 3 name, rate, default flag). Contract: docs/api/admin-commerce.md. */
export const taxGroupsResource = crudResource({
  path: '/tax-groups',
  tag: 'admin commerce',
  summary: {
    list: 'Tax groups, paginated, with search and sort',
    read: 'One tax group',
    create: 'Adds a tax group (name unique per language); a new default replaces the previous one',
    update: 'Edits a tax group; making it the default un-defaults the previous one',
    remove: 'Deletes a tax group that is not the default and no product uses (409 otherwise)',
  },
  schema: { query: taxGroupListQuery, input: taxGroupInput, item: taxGroupRecord, list: taxGroupList },
  service: {
    list: listTaxGroups,
    read: getTaxGroup,
    create: createTaxGroup,
    update: updateTaxGroup,
    remove: deleteTaxGroup,
  },
});
