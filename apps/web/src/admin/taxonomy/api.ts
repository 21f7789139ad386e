import type {
  CategoryInput,
  CategoryRecord,
  ListMeta,
  MainCategoryRecord,
  MeasureUnitInput,
  MeasureUnitRecord,
  OptionGroupInput,
  OptionGroupRecord,
  SlideInput,
  SlideRecord,
  TagInput,
  TagRecord,
  TaxonInput,
  TaxonRecord,
  VariantAttributeInput,
  VariantAttributeRecord,
} from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';
import { adminKeys } from '../framework/admin-session.ts';

export interface Paged<T> {
  items: T[];
  meta: ListMeta;
}

/**
 * Queries and mutations of one resource with the five routes of docs/api/admin-taxonomy-content.md
 * (`GET /x`, `GET /x/:id`, `POST /x`, `PUT /x/:id`, `DELETE /x/:id`).
 */
function resource<TRecord, TInput>(name: string) {
  const base = `/api/admin/${name}`;
  const keys = {
    all: [...adminKeys.all, 'taxonomy', name] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (query: Record<string, string | number>) => [...keys.lists(), query] as const,
    detail: (id: number) => [...keys.all, 'detail', id] as const,
  };

  const listQuery = (query: Record<string, string | number>) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: async ({ signal }) =>
        (await adminApi.get<Paged<TRecord>>(base, { params: query, signal })).data,
      placeholderData: keepPreviousData,
    });

  const detailQuery = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: async ({ signal }) => (await adminApi.get<TRecord>(`${base}/${id}`, { signal })).data,
    });

  function useCreate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: TInput) => adminApi.post<TRecord>(base, input),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
    });
  }

  function useUpdate(id: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: TInput) => adminApi.put<TRecord>(`${base}/${id}`, input),
      onSuccess: async (result) => {
        queryClient.setQueryData(keys.detail(id), result.data);
        await queryClient.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => adminApi.delete<null>(`${base}/${id}`),
      onSuccess: async (_, id) => {
        queryClient.removeQueries({ queryKey: keys.detail(id) });
        await queryClient.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  return { keys, listQuery, detailQuery, useCreate, useUpdate, useRemove };
}

export type Resource<TRecord, TInput> = ReturnType<typeof resource<TRecord, TInput>>;

export const brands = resource<TaxonRecord, TaxonInput>('brands');
export const mainCategories = resource<MainCategoryRecord, TaxonInput>('main-categories');
export const categories = resource<CategoryRecord, CategoryInput>('categories');
export const measureUnits = resource<MeasureUnitRecord, MeasureUnitInput>('measure-units');
export const tags = resource<TagRecord, TagInput>('tags');
export const slides = resource<SlideRecord, SlideInput>('slides');
export const optionGroups = resource<OptionGroupRecord, OptionGroupInput>('option-groups');
export const variantAttributes = resource<VariantAttributeRecord, VariantAttributeInput>(
  'variant-attributes',
);
