import { slideAdminList, slideAdminListQuery, slideInput, slideRecord } from '@shop/shared';
import {
  createSlide,
  deleteSlide,
  getSlide,
  listSlidesAdmin,
  updateSlide,
} from '../../modules/content/slides.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Slides (SPEC 2 slider; SPEC 3 Slide). Contract: docs/api/admin-taxonomy-content.md. */
export const slidesResource = crudResource({
  path: '/slides',
  tag: 'admin content',
  summary: {
    list: 'Slides, paginated, with search, status and target page filters',
    read: 'One slide',
    create: 'Adds a slide',
    update: 'Edits a slide',
    remove: 'Deletes a slide',
  },
  schema: { query: slideAdminListQuery, input: slideInput, item: slideRecord, list: slideAdminList },
  service: {
    list: listSlidesAdmin,
    read: getSlide,
    create: createSlide,
    update: updateSlide,
    remove: deleteSlide,
  },
});
