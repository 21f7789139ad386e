import { DEFAULT_ADMIN_LIMIT, DEFAULT_COLUMNS, DEFAULT_PER_PAGE, UNAVAILABLE } from './constants.ts';
import type { ThemeSettings } from './schemas/settings.ts';

/*
 * Site-settings values the storefront's first file needs. They live apart from the zod schemas
 * (schemas/settings.ts) so that reading them does not pull zod into that file.
 */

export const defaultThemeSettings: ThemeSettings = {
  light: {
    primary: { color: '#1f3a5f', effect: '#2c5282' },
    secondary: { color: '#c9a227', effect: '#b08d1e' },
    tertiary: { color: '#4a7c59', effect: '#3d6a4a' },
    text: { headlines: '#14213d', body: '#333b4a' },
    backgrounds: { front: '#f7f7f5', panels: '#ffffff' },
    cards: '#ffffff',
  },
  dark: {
    primary: { color: '#8fb3e0', effect: '#a9c6ea' },
    secondary: { color: '#e2c35a', effect: '#ecd27e' },
    tertiary: { color: '#7fb88f', effect: '#98c9a5' },
    text: { headlines: '#f1f3f7', body: '#c9ced8' },
    backgrounds: { front: '#0f141c', panels: '#171e29' },
    cards: '#1c2431',
  },
  colors: {
    white: '#ffffff',
    black: '#000000',
    red: '#c62828',
    green: '#2e7d32',
    blue: '#1565c0',
    brown: '#6d4c41',
    yellow: '#f9a825',
    gray: '#757575',
  },
  columns: { ...DEFAULT_COLUMNS },
  perPage: DEFAULT_PER_PAGE,
  admin_limit: DEFAULT_ADMIN_LIMIT,
};

export function orUnavailable(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : UNAVAILABLE;
}

/** Site address lines are stored with a slash between lines (SPEC 3). */
export function addressLines(address: string): string[] {
  return address
    .split('/')
    .map((line) => line.trim())
    .filter(Boolean);
}
