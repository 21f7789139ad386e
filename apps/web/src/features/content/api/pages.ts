import type { FrontPage } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/language.ts';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/front/pages/{url}`: an active CMS page, sanitised HTML, in the request language. */
export async function getFrontPage(url: string, signal?: AbortSignal): Promise<FrontPage> {
  const path = url
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
  const { data } = await api.get<FrontPage>(`/api/front/pages/${path}`, signal ? { signal } : undefined);
  return data;
}

export function frontPageQuery(lang: string, url: string) {
  return queryOptions({
    queryKey: contentKeys.page(lang, url),
    queryFn: ({ signal }) => getFrontPage(url, signal),
  });
}

export function useFrontPage(url: string) {
  return useQuery(frontPageQuery(useLanguage(), url));
}
