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
import { adminCrud } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** The content resources of docs/api/admin-taxonomy-content.md. */
export const cmsPages = adminCrud<PageRecord, Omit<PageRecord, 'body'>, PageInput>('pages', {
  key: 'cms-pages',
});
export const contentBlocks = adminCrud<ContentBlockRecord, ContentBlockRecord, ContentBlockInput>(
  'content-blocks',
);
export const blogs = adminCrud<BlogRecord, Omit<BlogRecord, 'body'>, BlogInput>('blogs');
/** Reviews and messages are not written by the admin: only the list, detail and delete are used. */
export const reviews = adminCrud<ReviewRecord>('reviews');
export const contactMessages = adminCrud<ContactRecord>('contact-messages');

/** Approves a review (the storefront shows it) or hides it again. */
export const useReviewApproval = () =>
  reviews.useRecordChange(
    (vars: { id: number; approved: boolean }) => vars.id,
    ({ id, approved }) =>
      adminApi.post<ReviewRecord>(`/api/admin/reviews/${id}/${approved ? 'approve' : 'unapprove'}`),
  );
