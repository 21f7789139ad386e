import type { SavedListKind, SavedProductChange, SavedProductIds, SavedProductList } from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/language.ts';
import { api } from '../../../lib/api-client.ts';
import { useUserToken } from '../../../lib/auth-tokens.ts';
import { catalogueKeys } from './keys.ts';

/* The customer's wishlist and favourites (docs/api/saved-products.md). */

const base = (kind: SavedListKind) => `/api/user/${kind}`;

export async function getSavedIds(kind: SavedListKind, signal?: AbortSignal): Promise<SavedProductIds> {
  const { data } = await api.get<SavedProductIds>(`${base(kind)}/ids`, {
    auth: 'user',
    ...(signal ? { signal } : {}),
  });
  return data;
}

/** Every product id in the list, for the heart buttons; nothing is asked without a customer token. */
export function useSavedIds(kind: SavedListKind) {
  const token = useUserToken();
  return useQuery({
    ...queryOptions({
      queryKey: catalogueKeys.savedIds(kind, token ?? ''),
      queryFn: ({ signal }) => getSavedIds(kind, signal),
      staleTime: 60_000,
    }),
    enabled: token !== null,
  });
}

export async function getSavedList(
  kind: SavedListKind,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<SavedProductList> {
  const { data } = await api.get<SavedProductList>(base(kind), {
    auth: 'user',
    params: { page, perPage },
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function useSavedList(kind: SavedListKind, page: number, perPage: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.savedList(kind, lang, page, perPage),
    queryFn: ({ signal }) => getSavedList(kind, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}

export const addSaved = (kind: SavedListKind, productId: number) =>
  api.put<SavedProductChange>(`${base(kind)}/${productId}`, undefined, { auth: 'user' });

export const removeSaved = (kind: SavedListKind, productId: number) =>
  api.delete<SavedProductChange>(`${base(kind)}/${productId}`, { auth: 'user' });

export const moveSaved = (from: SavedListKind, productId: number) =>
  api.post<SavedProductChange>(`${base(from)}/${productId}/move`, undefined, { auth: 'user' });

/**
 * Add to or remove from a list. The heart turns at once (the ids are updated before the answer)
 * and turns back if the server refuses; every write then refreshes both lists, since a move
 * changes the other one too.
 */
export function useSavedMutation(kind: SavedListKind) {
  const queryClient = useQueryClient();
  const token = useUserToken() ?? '';
  const idsKey = catalogueKeys.savedIds(kind, token);
  return useMutation({
    mutationFn: ({ productId, save }: { productId: number; save: boolean }) =>
      save ? addSaved(kind, productId) : removeSaved(kind, productId),
    onMutate: async ({ productId, save }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<SavedProductIds>(idsKey);
      if (previous) {
        const without = previous.filter((id) => id !== productId);
        queryClient.setQueryData<SavedProductIds>(idsKey, save ? [productId, ...without] : without);
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.saved(kind) }),
  });
}

/** Moves a product from one list to the other in one server transaction. */
export function useMoveSaved(from: SavedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => moveSaved(from, productId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.saved('wishlist') }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.saved('favorites') }),
      ]);
    },
  });
}
