import { type FrontContentBlock, HEADERS, type LanguageCode } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/**
 * `GET /api/front/content-blocks?placement=`: the active blocks of one placement, in order. The
 * language is explicit so the code sandbox can show both languages side by side.
 */
export async function getContentBlocks(
  placement: string,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<FrontContentBlock[]> {
  const { data } = await api.get<FrontContentBlock[]>('/api/front/content-blocks', {
    params: { placement },
    headers: { [HEADERS.language]: lang },
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function contentBlocksQuery(lang: LanguageCode, placement: string) {
  return queryOptions({
    queryKey: contentKeys.blocks(lang, placement),
    queryFn: ({ signal }) => getContentBlocks(placement, lang, signal),
  });
}

export function useContentBlocks(lang: LanguageCode, placement: string, enabled = true) {
  return useQuery({ ...contentBlocksQuery(lang, placement), enabled });
}
