import type {
  BlogInput,
  BlogRecord,
  ContactRecord,
  ContentBlockInput,
  ContentBlockRecord,
  PageInput,
  PageRecord,
  ReviewRecord,
} from '@shop/shared';
import { adminKeys, crudResource } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** The content resources of docs/api/admin-taxonomy-content.md. */
export const cmsPages = crudResource<PageRecord, Omit<PageRecord, 'body'>, PageInput>(
  [...adminKeys.all, 'cms-pages'],
  '/api/admin/pages',
);
export const contentBlocks = crudResource<ContentBlockRecord, ContentBlockRecord, ContentBlockInput>(
  [...adminKeys.all, 'content-blocks'],
  '/api/admin/content-blocks',
);
export const blogs = crudResource<BlogRecord, Omit<BlogRecord, 'body'>, BlogInput>(
  [...adminKeys.all, 'blogs'],
  '/api/admin/blogs',
);
/** Reviews and messages are not written by the admin: only the list, detail and delete are used. */
export const reviews = crudResource<ReviewRecord, ReviewRecord, never>(
  [...adminKeys.all, 'reviews'],
  '/api/admin/reviews',
);
export const contactMessages = crudResource<ContactRecord, ContactRecord, never>(
  [...adminKeys.all, 'contact-messages'],
  '/api/admin/contact-messages',
);

/** Approves a review (the storefront shows it) or hides it again. */
export const useReviewApproval = () =>
  reviews.useRecordChange(
    (vars: { id: number; approved: boolean }) => vars.id,
    ({ id, approved }) =>
      adminApi.post<ReviewRecord>(`/api/admin/reviews/${id}/${approved ? 'approve' : 'unapprove'}`),
  );
