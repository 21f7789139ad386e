import { contentBlockInput, contentBlockList, contentBlockListQuery, contentBlockRecord } from '@shop/shared';
import {
  createContentBlock,
  deleteContentBlock,
  getContentBlock,
  listContentBlocks,
  updateContentBlock,
} from '../../modules/content/content-blocks.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Dynamic content blocks (settings tab "dynamic content"). Contract: docs/api/admin-taxonomy-content.md. */
export const contentBlocksResource = crudResource({
  path: '/content-blocks',
  tag: 'admin content',
  summary: {
    list: 'Content blocks, paginated, with search, placement and active filters',
    read: 'One content block',
    create: 'Adds a content block (key unique, HTML sanitised)',
    update: 'Edits a content block (HTML sanitised)',
    remove: 'Deletes a content block',
  },
  schema: {
    query: contentBlockListQuery,
    input: contentBlockInput,
    item: contentBlockRecord,
    list: contentBlockList,
  },
  service: {
    list: listContentBlocks,
    read: getContentBlock,
    create: createContentBlock,
    update: updateContentBlock,
    remove: deleteContentBlock,
  },
});
