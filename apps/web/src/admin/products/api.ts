import {
  type AdminProductRecord,
  type AdminProductSummary,
  type ApiSuccess,
  type Localized,
  PRODUCT_IMAGES_FIELD,
  PRODUCT_SLOT_IMAGE_FIELD,
  type ProductAttributesData,
  type ProductCreateInput,
  type ProductImageRecord,
  type ProductUpdateInput,
  type ProductVariantsData,
  type VariantAttributeRecord,
  type VariantInput,
  type VariantRecord,
} from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCrud, adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** Query keys and calls of the product screens (docs/api/admin-products.md). */
const products = adminCrud<AdminProductRecord, AdminProductSummary, ProductCreateInput | ProductUpdateInput>(
  'products',
);

export const productKeys = {
  ...products.keys,
  variants: (id: number) => [...products.keys.all, 'variants', id] as const,
  attributes: (version: number, id: number) => [...products.keys.all, 'attributes', version, id] as const,
  variantAttributes: () => [...adminKeys.all, 'variant-attributes', 'all'] as const,
};

export const productListQuery = products.listQuery;
export const productDetailQuery = products.detailQuery;
export const useUpdateProduct = products.useUpdate;
export const useDeleteProduct = products.useRemove;

export const productVariantsQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.variants(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<ProductVariantsData>(`/api/admin/products/${id}/variants`, { signal })).data,
  });

export const productAttributesQuery = (version: number, id: number) =>
  queryOptions({
    queryKey: productKeys.attributes(version, id),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<ProductAttributesData>(`/api/admin/products/attributes/${version}/${id}`, {
          signal,
        })
      ).data,
  });

/** Every variant attribute with its values (a shop has a handful: size, colour…). */
export const variantAttributesQuery = () =>
  queryOptions({
    queryKey: productKeys.variantAttributes(),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<{ items: VariantAttributeRecord[] }>('/api/admin/variant-attributes', {
          params: { perPage: 100, sort: 'position' },
          signal,
        })
      ).data.items,
    staleTime: 60_000,
  });

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductCreateInput) =>
      adminApi.post<AdminProductRecord>('/api/admin/products', input),
    onSuccess: (result) => {
      queryClient.setQueryData(productKeys.detail(result.data.id), result.data);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** Image calls answer the product's whole image list; the record in the cache follows it. */
function useImagesMutation<V>(id: number, call: (vars: V) => Promise<ApiSuccess<ProductImageRecord[]>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(productKeys.detail(id), (old: AdminProductRecord | undefined) =>
        old ? { ...old, images: result.data } : old,
      );
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

export function useUploadImages(id: number) {
  return useImagesMutation(id, (files: File[]) => {
    const body = new FormData();
    for (const file of files) body.append(PRODUCT_IMAGES_FIELD, file, file.name);
    return adminApi.postMultipart<ProductImageRecord[]>(`/api/admin/products/${id}/images`, body);
  });
}

/** Gallery images are linked, not copied: their files stay the gallery's. */
export function useLinkImages(id: number) {
  return useImagesMutation(id, (urls: string[]) =>
    adminApi.post<ProductImageRecord[]>(`/api/admin/products/${id}/images`, { urls }),
  );
}

export function useDeleteImage(id: number) {
  return useImagesMutation(id, (imageId: number) =>
    adminApi.delete<ProductImageRecord[]>(`/api/admin/products/${id}/images/${imageId}`),
  );
}

export function useOrderImages(id: number) {
  return useImagesMutation(id, (ids: number[]) =>
    adminApi.put<ProductImageRecord[]>(`/api/admin/products/${id}/images/order`, { ids }),
  );
}

export function useImageAlt(id: number) {
  return useImagesMutation(id, ({ imageId, alt }: { imageId: number; alt: Localized | null }) =>
    adminApi.put<ProductImageRecord[]>(`/api/admin/products/${id}/images/${imageId}`, { alt }),
  );
}

/** Poster upload or removal: answers the whole record. */
export function usePoster(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return adminApi.delete<AdminProductRecord>(`/api/admin/products/${id}/poster`);
      const body = new FormData();
      body.append(PRODUCT_SLOT_IMAGE_FIELD, file, file.name);
      return adminApi.postMultipart<AdminProductRecord>(`/api/admin/products/${id}/poster`, body);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(productKeys.detail(id), result.data);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** Variant writes change the product's stock: the variants, the record and the lists follow. */
function useVariantsRefresh(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.variants(id) }),
      queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
    ]);
}

type VariantWrite = { variant: VariantRecord; productQty: number };

export function useSaveVariant(id: number) {
  const refresh = useVariantsRefresh(id);
  return useMutation({
    mutationFn: ({ variantId, input }: { variantId: number | null; input: VariantInput }) =>
      variantId === null
        ? adminApi.post<VariantWrite>(`/api/admin/products/${id}/variants`, input)
        : adminApi.put<VariantWrite>(`/api/admin/products/${id}/variants/${variantId}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteVariant(id: number) {
  const refresh = useVariantsRefresh(id);
  return useMutation({
    mutationFn: (variantId: number) =>
      adminApi.delete<{ productQty: number }>(`/api/admin/products/${id}/variants/${variantId}`),
    onSuccess: refresh,
  });
}

export function useSaveAttributes(version: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      adminApi.put<ProductAttributesData>(`/api/admin/products/attributes/${version}/${id}`, body),
    onSuccess: (result) => {
      queryClient.setQueryData(productKeys.attributes(version, id), result.data);
      return queryClient.invalidateQueries({ queryKey: productKeys.detail(id) });
    },
  });
}
