import type { Localization } from '@mui/material/locale';
import { alpha, createTheme, getOverlayAlpha, type Theme } from '@mui/material/styles';
import type { ThemePalette, ThemeSettings } from '@shop/shared';
import type { ColorMode } from './color-mode.ts';
import { MIN_TEXT_CONTRAST, over, statusColour, textOn } from './contrast.ts';

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

/** The elevation of MUI's dialogs: in dark mode the lightest panel text sits on. */
const DIALOG_ELEVATION = 24;

/**
 * Every opaque surface text sits on in one mode: the page, panels, cards and, in dark mode, where
 * MUI lightens elevated panels with a white overlay, a dialog.
 */
export function textSurfaces(p: ThemePalette, mode: ColorMode): string[] {
  const surfaces = [p.backgrounds.front, p.backgrounds.panels, p.cards];
  if (mode === 'dark') {
    surfaces.push(over(alpha('#fff', getOverlayAlpha(DIALOG_ELEVATION)), p.backgrounds.panels));
  }
  return surfaces;
}

/** A brand colour as MUI wants it, with the text (white or black) that reads on it and on its effect. */
function brandColour({ color, effect }: ThemePalette['primary']) {
  return { main: color, dark: effect, contrastText: textOn(color, effect) };
}

/**
 * The MUI theme from the server's ThemeSettings (SPEC 3): one palette per mode, with primary,
 * secondary and tertiary (`effect` is the hover/darker shade), headline and body text,
 * front (page) and panel backgrounds, and the card colour.
 *
 * The site's status colours (red, green, blue, yellow) are one set for both modes; each mode gets
 * its own shade of them that reads on its surfaces (docs/decisions/0038).
 */
export function buildTheme(
  settings: ThemeSettings,
  mode: ColorMode,
  direction: 'rtl' | 'ltr',
  /** MUI components' built-in texts in the page's language (`muiLocaleOf`). */
  locale?: Localization,
): Theme {
  const p = settings[mode];
  const surfaces = textSurfaces(p, mode);
  // MUI's own secondary text; unselected toggle buttons (sizes, colours) and icons take it too,
  // as MUI's paler `action.active` falls just short of 4.5:1 on the light page.
  const secondaryText = mode === 'light' ? 'rgba(0, 0, 0, 0.6)' : 'rgba(255, 255, 255, 0.7)';
  const headings = { color: p.text.headlines, fontWeight: 700 } as const;
  return createTheme(
    {
      direction,
      palette: {
        mode,
        contrastThreshold: MIN_TEXT_CONTRAST,
        primary: brandColour(p.primary),
        secondary: brandColour(p.secondary),
        tertiary: brandColour(p.tertiary),
        text: { primary: p.text.body, secondary: secondaryText, headlines: p.text.headlines },
        action: { active: secondaryText },
        background: { default: p.backgrounds.front, paper: p.backgrounds.panels },
        cards: p.cards,
        error: statusColour(settings.colors.red, surfaces),
        success: statusColour(settings.colors.green, surfaces),
        info: statusColour(settings.colors.blue, surfaces),
        warning: statusColour(settings.colors.yellow, surfaces),
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
        MuiAlert: {
          styleOverrides: {
            // MUI fills a dark-mode alert with `dark` under text picked for `main`; a toast takes the
            // same pair as a filled chip instead, the one the palette test checks.
            filled: ({ ownerState, theme }) => {
              const colour = theme.palette[ownerState.color ?? ownerState.severity ?? 'success'];
              return { backgroundColor: colour.main, color: colour.contrastText };
            },
          },
        },
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
