import {
  GALLERY_FILES_FIELD,
  type GalleryDetails,
  type GalleryRecord,
  type GalleryUpdateInput,
  type ListMeta,
} from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, isApiError } from '../../lib/api-client.ts';
import { adminKeys } from '../kit/crud-resource.ts';

/** Query keys of the gallery (docs/api/admin-taxonomy-content.md "Gallery"). */
export const galleryKeys = {
  all: [...adminKeys.all, 'gallery'] as const,
  lists: () => [...galleryKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...galleryKeys.lists(), query] as const,
  detail: (id: number) => [...galleryKeys.all, 'detail', id] as const,
};

export interface GalleryImagesPage {
  items: GalleryRecord[];
  meta: ListMeta;
}

export const galleryListQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: galleryKeys.list(query),
    queryFn: async ({ signal }) =>
      (await adminApi.get<GalleryImagesPage>('/api/admin/gallery', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });

export const galleryDetailQuery = (id: number) =>
  queryOptions({
    queryKey: galleryKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<GalleryDetails>(`/api/admin/gallery/${id}`, { signal })).data,
  });

/** SPEC 9's image types; the server checks the content, this only narrows the file chooser. */
export const GALLERY_ACCEPT = 'image/jpeg,image/png,image/svg+xml,image/webp,.jpg,.jpeg,.png,.svg,.webp';

export function useUploadGalleryImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const body = new FormData();
      for (const file of files) body.append(GALLERY_FILES_FIELD, file, file.name);
      return adminApi.postMultipart<GalleryRecord[]>('/api/admin/gallery', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.lists() }),
  });
}

export function useUpdateGalleryImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GalleryUpdateInput) => adminApi.put<GalleryRecord>(`/api/admin/gallery/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<null>(`/api/admin/gallery/${id}`),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: galleryKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: galleryKeys.lists() });
    },
  });
}

/** The message of a refused upload: the per-file one when the server gave it, else the general one. */
export function uploadErrorMessage(error: Error): string {
  return (isApiError(error) ? error.fieldErrors?.[GALLERY_FILES_FIELD]?.[0] : undefined) ?? error.message;
}
