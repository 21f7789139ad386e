import { alpha, getOverlayAlpha, type PaletteColor, type Theme } from '@mui/material/styles';
import { defaultThemeSettings, type ThemeSettings } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './build-theme.ts';
import type { ColorMode } from './color-mode.ts';
import { contrast, MIN_TEXT_CONTRAST, over, readableOn } from './contrast.ts';

/*
 * Every colour pair the shop draws text with, measured in both themes against WCAG AA (4.5:1).
 * axe-core in the e2e suite skips most joined Arabic text when it checks contrast (docs/decisions/
 * 0038), so this test is what proves the Arabic pages read, in both modes.
 */

const MODES: ColorMode[] = ['light', 'dark'];
const STATUS = ['error', 'warning', 'info', 'success'] as const;
const BRAND = ['primary', 'secondary', 'tertiary'] as const;

// Either colour may be missing from a palette MUI does not complete (a custom entry such as tertiary).
type Pair = { what: string; text: string | undefined; on: string | undefined };

/** The opaque surfaces text sits on, as MUI paints them (a dark-mode dialog gets a white overlay). */
function surfaces(theme: Theme): Array<[string, string]> {
  const { background, cards, mode } = theme.palette;
  const list: Array<[string, string]> = [
    ['background.default', background.default],
    ['background.paper', background.paper],
    ['cards', cards],
  ];
  if (mode === 'dark') {
    list.push(['dialog', over(alpha('#fff', getOverlayAlpha(24)), background.paper)]);
  }
  return list;
}

/** MUI's standard and outlined Alert colours (Alert.js), which it derives from `light`. */
function alertStandard(theme: Theme, colour: PaletteColor) {
  const light = theme.palette.mode === 'light';
  return {
    text: light ? theme.darken(colour.light, 0.6) : theme.lighten(colour.light, 0.6),
    background: light ? theme.lighten(colour.light, 0.9) : theme.darken(colour.light, 0.9),
  };
}

function textPairs(theme: Theme): Pair[] {
  const { palette } = theme;
  const pairs: Pair[] = [];
  for (const [name, surface] of surfaces(theme)) {
    const on = (what: string, text: string) => pairs.push({ what: `${what} on ${name}`, text, on: surface });
    on('text.primary', palette.text.primary);
    on('text.secondary', palette.text.secondary);
    on('text.headlines', palette.text.headlines);
    // Unselected toggle buttons (a product's sizes and colours) and icons.
    on('action.active', palette.action.active);
    // Links, text buttons and the outlined primary chip.
    on('primary.main', palette.primary.main);
    for (const status of STATUS) {
      // An outlined chip ("In stock", "Awaiting approval"), an error message, an offer price.
      on(`${status}.main`, palette[status].main);
      on(`${status} outlined alert text`, alertStandard(theme, palette[status]).text);
    }
  }
  for (const colour of [...BRAND, ...STATUS]) {
    // A filled chip or contained button, its hover, and (status colours) a toast.
    pairs.push({
      what: `${colour}.contrastText on ${colour}.main`,
      text: palette[colour].contrastText,
      on: palette[colour].main,
    });
    pairs.push({
      what: `${colour}.contrastText on ${colour}.dark`,
      text: palette[colour].contrastText,
      on: palette[colour].dark,
    });
  }
  for (const status of STATUS) {
    const alert = alertStandard(theme, palette[status]);
    pairs.push({ what: `${status} standard alert`, text: alert.text, on: alert.background });
  }
  // The side menus' current page (MuiListItemButton override).
  pairs.push({
    what: 'text.headlines on the current menu item',
    text: palette.text.headlines,
    on: over(alpha(palette.primary.main, 0.16), palette.background.paper),
  });
  return pairs;
}

function unreadable(settings: ThemeSettings, mode: ColorMode): string[] {
  return textPairs(buildTheme(settings, mode, 'rtl')).flatMap(({ what, text, on }) => {
    if (!text || !on) return [`${what}: ${text ?? 'no colour'} on ${on ?? 'no colour'}`];
    const ratio = contrast(text, on);
    return ratio < MIN_TEXT_CONTRAST ? [`${what}: ${text} on ${on} is ${ratio.toFixed(2)}:1`] : [];
  });
}

describe('contrast', () => {
  it('measures as WCAG does, with translucent text blended over its surface', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.49, 2);
    expect(contrast('#2e7d32', '#171e29')).toBeCloseTo(3.25, 2);
    expect(contrast('#f9a825', '#ffffff')).toBeCloseTo(1.97, 2);
    // rgba(0,0,0,.6) over white shows as #666666.
    expect(over('rgba(0, 0, 0, 0.6)', '#ffffff')).toBe('#666666');
    expect(contrast('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeCloseTo(contrast('#666666', '#ffffff'), 5);
  });

  it('keeps a colour that already reads and shades one that does not, keeping its hue', () => {
    expect(readableOn('#2e7d32', ['#ffffff', '#f7f7f5'])).toBe('#2e7d32');
    const amber = readableOn('#f9a825', ['#ffffff']);
    expect(contrast(amber, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(amber.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g ?? 0);
    expect(g).toBeGreaterThan(b ?? 0);
    const green = readableOn('#2e7d32', ['#171e29']);
    expect(contrast(green, '#171e29')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(green).not.toBe('#2e7d32');
  });

  it('falls back to black or white on surfaces no shade can satisfy together', () => {
    expect(readableOn('#ff0000', ['#000000', '#ffffff', '#777777'])).toMatch(/^#(000000|ffffff)$/);
  });
});

describe('the theme palette', () => {
  it.each(MODES)('reads at WCAG AA in %s mode with the seeded theme', (mode) => {
    expect(unreadable(defaultThemeSettings, mode)).toEqual([]);
  });

  it('gives each mode its own shade of a status colour (the old single shade failed in dark mode)', () => {
    const light = buildTheme(defaultThemeSettings, 'light', 'ltr').palette.success;
    const dark = buildTheme(defaultThemeSettings, 'dark', 'ltr').palette.success;
    expect(light.main).not.toBe(dark.main);
    expect(light.contrastText).toBe('#ffffff');
    expect(dark.contrastText).toBe('#000000');
  });

  it.each(MODES)('keeps status colours readable in %s mode whatever site colours an admin picks', (mode) => {
    const garish: ThemeSettings = {
      ...defaultThemeSettings,
      colors: {
        ...defaultThemeSettings.colors,
        red: '#ff5f5f',
        green: '#00ff00',
        blue: '#000080',
        yellow: '#ffff00',
      },
    };
    const statusFailures = unreadable(garish, mode).filter((line) =>
      STATUS.some((status) => line.includes(status)),
    );
    expect(statusFailures).toEqual([]);
  });
});
