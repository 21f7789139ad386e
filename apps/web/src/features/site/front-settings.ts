import { defaultThemeSettings, type FrontSettings, type ThemeSettings } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language.ts';
import { api } from '../../lib/api-client.ts';

export const siteKeys = {
  all: ['site'] as const,
  settings: (lang: string) => [...siteKeys.all, 'settings', lang] as const,
  profile: (lang: string) => [...siteKeys.all, 'profile', lang] as const,
};

export async function getFrontSettings(signal?: AbortSignal): Promise<FrontSettings> {
  const { data } = await api.get<FrontSettings>('/api/front/settings', signal ? { signal } : undefined);
  return data;
}

/** Site names and CMS route titles are served in the request's language, hence the key. */
export function frontSettingsQuery(lang: string) {
  return queryOptions({
    queryKey: siteKeys.settings(lang),
    queryFn: ({ signal }) => getFrontSettings(signal),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/front/settings`; on failure the error stays in the query (SPEC 7). */
export function useFrontSettings() {
  return useQuery(frontSettingsQuery(useLanguage()));
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Lays `value` over `fallback`, field by field, keeping only what has the fallback's shape (hex
 * colours where it has colours, whole numbers where it has numbers). The theme was validated by
 * the server's zod schema when it was saved; this only guards the page against a broken value
 * without shipping zod to every visitor.
 */
function overlay<T>(fallback: T, value: unknown): T {
  if (typeof fallback === 'string')
    return (typeof value === 'string' && HEX.test(value) ? value : fallback) as T;
  if (typeof fallback === 'number') {
    return (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback) as T;
  }
  if (typeof fallback !== 'object' || fallback === null) return fallback;
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(fallback)) result[key] = overlay(inner, source[key]);
  return result as T;
}

/** `data.theme` is a JSON string (SPEC 7); what is missing or unreadable keeps the default. */
export function parseThemeSettings(json: string | undefined): ThemeSettings {
  if (!json) return defaultThemeSettings;
  try {
    return overlay(defaultThemeSettings, JSON.parse(json) as unknown);
  } catch {
    return defaultThemeSettings;
  }
}

/**
 * The saved theme the server wrote into the page (`<meta name="shop-theme">`, ADR 0059): the
 * colours of the first frame, before `/api/front/settings` has answered. Read once per page load.
 */
let bootTheme: string | undefined | null = null;
export function bootThemeJson(doc: Document = document): string | undefined {
  if (bootTheme === null)
    bootTheme = doc.querySelector('meta[name="shop-theme"]')?.getAttribute('content') ?? undefined;
  return bootTheme;
}
/** For tests: forget the page's theme. */
export function resetBootTheme(): void {
  bootTheme = null;
}

/** The theme: the settings' once they have arrived (they follow a save at once), the page's until then. */
export function useThemeSettings(): ThemeSettings {
  const { data } = useFrontSettings();
  const json = data?.theme ?? bootThemeJson();
  return useMemo(() => parseThemeSettings(json), [json]);
}
