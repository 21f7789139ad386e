import type {
  BlogInput,
  BlogRecord,
  ContactRecord,
  ContentBlockInput,
  ContentBlockRecord,
  PageAttributesInput,
  PageInput,
  PageRecord,
  ReviewRecord,
} from '@shop/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { adminCrud } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** The content resources of docs/api/admin-taxonomy-content.md. */
export const cmsPages = adminCrud<PageRecord, Omit<PageRecord, 'body'>, PageInput>('pages', {
  key: 'cms-pages',
});

/** `GET /api/admin/pages/:id/attributes?layout=`: the page, if `layout` is its layout (404 otherwise). */
export const pageAttributesQuery = (id: number, layout: string) =>
  queryOptions({
    queryKey: [...cmsPages.keys.all, 'attributes', id, layout] as const,
    queryFn: async ({ signal }) =>
      (await adminApi.get<PageRecord>(`${cmsPages.base}/${id}/attributes`, { params: { layout }, signal }))
        .data,
  });

/** `PUT …/attributes?layout=`: the page's detail and attributes take the answer, its lists load again. */
export function useSavePageAttributes(id: number, layout: string) {
  const queryClient = useQueryClient();
  return cmsPages.useRecordChange(
    () => id,
    async (input: PageAttributesInput) => {
      const result = await adminApi.put<PageRecord>(`${cmsPages.base}/${id}/attributes`, input, {
        params: { layout },
      });
      queryClient.setQueryData(pageAttributesQuery(id, layout).queryKey, result.data);
      return result;
    },
  );
}

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
