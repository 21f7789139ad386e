import { adminCategoryListQuery, categoryInput, categoryList, categoryRecord } from '@shop/shared';
import { categoriesService } from '../../modules/taxonomy/taxonomy.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Categories, each in one main category (SPEC 2 category; SPEC 3, 5). Contract: docs/api/admin-taxonomy-content.md. */
export const categoriesResource = crudResource({
  path: '/categories',
  tag: 'admin taxonomy',
  summary: {
    list: 'Categories, paginated, with search, status and main category filters and sort',
    read: 'One category',
    create: 'Adds a category (names unique per language, slug generated)',
    update: 'Edits a category (the slug is kept)',
    remove: 'Deletes a category no product uses (409 categoryInUse otherwise)',
  },
  schema: { query: adminCategoryListQuery, input: categoryInput, item: categoryRecord, list: categoryList },
  service: categoriesService,
});
