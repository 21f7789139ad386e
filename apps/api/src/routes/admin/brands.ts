import { taxonInput, taxonList, taxonListQuery, taxonRecord } from '@shop/shared';
import { brandsService } from '../../modules/taxonomy/taxonomy.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Brands (SPEC 3, 5). Contract: docs/api/admin-taxonomy-content.md. */
export const brandsResource = crudResource({
  path: '/brands',
  tag: 'admin taxonomy',
  summary: {
    list: 'Brands, paginated, with search, status filter and sort',
    read: 'One brand',
    create: 'Adds a brand (names unique per language, slug generated)',
    update: 'Edits a brand (the slug is kept)',
    remove: 'Deletes a brand no product uses (409 brandInUse otherwise)',
  },
  schema: { query: taxonListQuery, input: taxonInput, item: taxonRecord, list: taxonList },
  service: brandsService,
});
