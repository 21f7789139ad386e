import { type LanguageCode, type SiteProfile, UNAVAILABLE } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language.ts';
import { api } from '../../lib/api-client.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { siteKeys } from './front-settings.ts';

type CachedProfiles = Partial<Record<LanguageCode, SiteProfile>>;

function readCache(): CachedProfiles {
  const raw = readStorage(storageKeys.siteProfile);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as CachedProfiles) : {};
  } catch {
    return {};
  }
}

/** The company profile last seen in this language (SPEC 1: company details are cached locally). */
export function cachedSiteProfile(lang: LanguageCode): SiteProfile | undefined {
  const profile = readCache()[lang];
  return profile && typeof profile.projectName === 'string' ? profile : undefined;
}

function storeSiteProfile(lang: LanguageCode, profile: SiteProfile): void {
  writeStorage(storageKeys.siteProfile, JSON.stringify({ ...readCache(), [lang]: profile }));
}

export async function getSiteProfile(lang: LanguageCode, signal?: AbortSignal): Promise<SiteProfile> {
  const { data } = await api.get<SiteProfile>('/api/front/site-profile', signal ? { signal } : undefined);
  storeSiteProfile(lang, data);
  return data;
}

export function siteProfileQuery(lang: LanguageCode) {
  const cached = cachedSiteProfile(lang);
  return queryOptions({
    queryKey: siteKeys.profile(lang),
    queryFn: ({ signal }) => getSiteProfile(lang, signal),
    staleTime: 5 * 60_000,
    // The cached copy paints at once and is refreshed in the background.
    ...(cached ? { initialData: cached, initialDataUpdatedAt: 0 } : {}),
  });
}

export function useSiteProfile() {
  return useQuery(siteProfileQuery(useLanguage()));
}

/** A company field, or nothing when the server says 'Unavailable'. */
export function available(value: string | null | undefined): string | undefined {
  return value && value.trim() !== '' && value !== UNAVAILABLE ? value : undefined;
}
