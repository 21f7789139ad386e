import { defaultThemeSettings } from '@shop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readDeploymentKey } from '../../config/env.ts';
import { mockFetch, siteProfileFixture } from '../../test/fetch-mock.ts';
import { buildTheme } from '../theme/build-theme.ts';
import { parseThemeSettings } from './front-settings.ts';
import { cachedSiteProfile, getSiteProfile } from './site-profile.ts';

describe('deployment from the page', () => {
  afterEach(() => document.head.querySelector('meta[name="shop-env"]')?.remove());

  function withMeta(content: string) {
    const meta = document.createElement('meta');
    meta.name = 'shop-env';
    meta.content = content;
    document.head.append(meta);
  }

  it('reads a known key and falls back to the default for anything else', () => {
    withMeta('live_v1');
    expect(readDeploymentKey()).toBe('live_v1');
    document.head.querySelector('meta[name="shop-env"]')?.remove();
    withMeta('%SHOP_ENV%');
    expect(readDeploymentKey()).toBe('testing_v2');
  });
});

describe('theme settings', () => {
  it('reads the JSON string and keeps defaults for what is missing or malformed', () => {
    const custom = structuredClone(defaultThemeSettings);
    custom.light.primary.color = '#112233';
    const theme = parseThemeSettings(JSON.stringify({ ...custom, dark: { primary: { color: 'red' } } }));
    expect(theme.light.primary.color).toBe('#112233');
    expect(theme.dark.primary.color).toBe(defaultThemeSettings.dark.primary.color);
    expect(parseThemeSettings('{not json')).toEqual(defaultThemeSettings);
    expect(parseThemeSettings(undefined)).toEqual(defaultThemeSettings);
  });

  it('builds light and dark MUI palettes from it, right-to-left for Arabic', () => {
    const light = buildTheme(defaultThemeSettings, 'light', 'ltr');
    expect(light.palette.primary.main).toBe(defaultThemeSettings.light.primary.color);
    expect(light.palette.tertiary.main).toBe(defaultThemeSettings.light.tertiary.color);
    expect(light.palette.background.default).toBe(defaultThemeSettings.light.backgrounds.front);
    expect(light.palette.background.paper).toBe(defaultThemeSettings.light.backgrounds.panels);
    const dark = buildTheme(defaultThemeSettings, 'dark', 'rtl');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.direction).toBe('rtl');
    expect(dark.palette.text.primary).toBe(defaultThemeSettings.dark.text.body);
    expect(dark.palette.cards).toBe(defaultThemeSettings.dark.cards);
  });
});

describe('company profile cache', () => {
  it('keeps the last profile per language for the next start', async () => {
    mockFetch([], { profile: siteProfileFixture({ projectName: 'Atlas' }) });
    expect(cachedSiteProfile('en')).toBeUndefined();
    await getSiteProfile('en');
    expect(cachedSiteProfile('en')?.projectName).toBe('Atlas');
    expect(cachedSiteProfile('ar')).toBeUndefined();
  });
});
