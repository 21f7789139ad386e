import { tagInput, tagList, tagListQuery, tagRecord } from '@shop/shared';
import { createTag, deleteTag, getTag, listTags, updateTag } from '../../modules/products/tags.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Tags (SPEC 2 tags; SPEC 3 types 1 regular, 2 discount, 3 bundle "Item Is Bundle"). */
export const tagsResource = crudResource({
  path: '/tags',
  tag: 'admin tags',
  summary: {
    list: 'Tags, filtered by name and type, paginated',
    read: 'One tag',
    create: 'Adds a tag',
    update: 'Edits a tag',
    remove: 'Deletes a tag (products lose it)',
  },
  schema: { query: tagListQuery, input: tagInput, item: tagRecord, list: tagList },
  service: {
    list: listTags,
    read: getTag,
    create: createTag,
    update: updateTag,
    remove: deleteTag,
  },
});
