import type { Localization } from '@mui/material/locale';
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ThemeSettings } from '@shop/shared';
import type { ColorMode } from './color-mode.ts';

declare module '@mui/material/styles' {
  interface Palette {
    tertiary: Palette['primary'];
    cards: string;
  }
  interface PaletteOptions {
    tertiary?: PaletteOptions['primary'];
    cards?: string;
  }
  interface TypeText {
    headlines: string;
  }
}

export const FONT_FAMILY = [
  'Cairo',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The MUI theme from the server's ThemeSettings (SPEC 3): one palette per mode, with primary,
 * secondary and tertiary (`effect` is the hover/darker shade), headline and body text,
 * front (page) and panel backgrounds, and the card colour.
 */
export function buildTheme(
  settings: ThemeSettings,
  mode: ColorMode,
  direction: 'rtl' | 'ltr',
  /** MUI components' built-in texts in the page's language (`muiLocaleOf`). */
  locale?: Localization,
): Theme {
  const p = settings[mode];
  const headings = { color: p.text.headlines, fontWeight: 700 } as const;
  return createTheme(
    {
      direction,
      palette: {
        mode,
        primary: { main: p.primary.color, dark: p.primary.effect },
        secondary: { main: p.secondary.color, dark: p.secondary.effect },
        tertiary: { main: p.tertiary.color, dark: p.tertiary.effect },
        text: { primary: p.text.body, headlines: p.text.headlines },
        background: { default: p.backgrounds.front, paper: p.backgrounds.panels },
        cards: p.cards,
        error: { main: settings.colors.red },
        success: { main: settings.colors.green },
        info: { main: settings.colors.blue },
        warning: { main: settings.colors.yellow },
      },
      typography: {
        fontFamily: FONT_FAMILY,
        h1: { ...headings, fontSize: '2.25rem' },
        h2: { ...headings, fontSize: '1.75rem' },
        h3: { ...headings, fontSize: '1.4rem' },
        h4: { ...headings, fontSize: '1.2rem' },
        h5: headings,
        h6: headings,
        button: { textTransform: 'none', fontWeight: 600 },
      },
      shape: { borderRadius: 10 },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            ':focus-visible': { outline: `3px solid ${p.secondary.color}`, outlineOffset: '2px' },
            html: { scrollBehavior: 'smooth' },
            '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
          },
        },
        MuiCard: { styleOverrides: { root: { backgroundColor: p.cards, backgroundImage: 'none' } } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              '&[aria-current="page"]': {
                backgroundColor: alpha(p.primary.color, 0.16),
                color: p.text.headlines,
                fontWeight: 700,
              },
            },
          },
        },
      },
    },
    locale ?? {},
  );
}
