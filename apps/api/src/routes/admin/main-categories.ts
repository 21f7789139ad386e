import { mainCategoryList, mainCategoryRecord, taxonInput, taxonListQuery } from '@shop/shared';
import { mainCategoriesService } from '../../modules/taxonomy/taxonomy.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Main categories (SPEC 2 main-category; SPEC 3, 5). Contract: docs/api/admin-taxonomy-content.md. */
export const mainCategoriesResource = crudResource({
  path: '/main-categories',
  tag: 'admin taxonomy',
  summary: {
    list: 'Main categories, paginated, with search, status filter and sort',
    read: 'One main category',
    create: 'Adds a main category (names unique per language, slug generated)',
    update: 'Edits a main category (the slug is kept)',
    remove: 'Deletes a main category without categories (409 mainCategoryInUse otherwise)',
  },
  schema: { query: taxonListQuery, input: taxonInput, item: mainCategoryRecord, list: mainCategoryList },
  service: mainCategoriesService,
});
