import { pageInput, pageList, pageListQuery, pageRecord } from '@shop/shared';
import {
  createPage,
  deletePage,
  getPage,
  listPages,
  updatePage,
} from '../../modules/content/pages.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** CMS pages (SPEC 2 settings/cms-pages…; SPEC 3 Page). Contract: docs/api/admin-taxonomy-content.md. */
export const pagesResource = crudResource({
  path: '/pages',
  tag: 'admin content',
  summary: {
    list: 'Pages, paginated, with search, active, layout, priority and language filters',
    read: 'One page with its body',
    create: 'Adds a page (URL unique and not reserved; HTML sanitised)',
    update: 'Edits a page (HTML sanitised)',
    remove: 'Deletes a page (its storefront route disappears at once)',
  },
  schema: { query: pageListQuery, input: pageInput, item: pageRecord, list: pageList },
  service: {
    list: listPages,
    read: getPage,
    create: createPage,
    update: updatePage,
    remove: deletePage,
  },
});
