import {
  darken,
  decomposeColor,
  getContrastRatio,
  hslToRgb,
  lighten,
  recomposeColor,
  rgbToHex,
  type SimplePaletteColorOptions,
} from '@mui/material/styles';

/** WCAG 2 AA for body-size text (1.4.3); the shop's chips, captions and prices are all small. */
export const MIN_TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';
const BLACK = '#000000';

/** A colour, possibly translucent, as it shows over an opaque surface (alpha compositing). */
export function over(colour: string, surface: string): string {
  const [r, g, b, a = 1] = decomposeColor(colour).values;
  const [br, bg, bb] = decomposeColor(surface).values;
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return rgbToHex(recomposeColor({ type: 'rgb', values: [mix(r, br), mix(g, bg), mix(b, bb)] }));
}

/** WCAG contrast of text (translucent or not) over an opaque surface. */
export function contrast(text: string, surface: string): number {
  return getContrastRatio(over(text, surface), surface);
}

function worstContrast(colour: string, surfaces: readonly string[]): number {
  return Math.min(...surfaces.map((surface) => contrast(colour, surface)));
}

/** Hue, saturation (%) and lightness (%) of an rgb or hex colour. */
function toHsl(colour: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = decomposeColor(colour).values.map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s * 100, l * 100];
}

/**
 * The colour nearest `colour` in lightness alone (hue and saturation kept) that reads at
 * MIN_TEXT_CONTRAST on every surface: an admin's green stays a green, only deep enough on white
 * and light enough on a dark panel. Surfaces no shade can satisfy get black or white, whichever
 * reads better.
 */
export function readableOn(colour: string, surfaces: readonly string[]): string {
  if (worstContrast(colour, surfaces) >= MIN_TEXT_CONTRAST) return rgbToHex(colour);
  const [h, s, l] = toHsl(colour);
  const shade = (lightness: number) =>
    rgbToHex(hslToRgb(`hsl(${h.toFixed(1)}, ${s.toFixed(1)}%, ${lightness.toFixed(1)}%)`));
  for (let step = 0.5; step <= 100; step += 0.5) {
    const candidates = [l - step, l + step].filter((lightness) => lightness >= 0 && lightness <= 100);
    const readable = candidates.map(shade).find((c) => worstContrast(c, surfaces) >= MIN_TEXT_CONTRAST);
    if (readable) return readable;
  }
  return worstContrast(BLACK, surfaces) >= worstContrast(WHITE, surfaces) ? BLACK : WHITE;
}

/** White or black, whichever reads better on every one of the filled backgrounds. */
export function textOn(...fills: string[]): string {
  return worstContrast(WHITE, fills) >= worstContrast(BLACK, fills) ? WHITE : BLACK;
}

/**
 * A status colour (error, warning, info, success) for one mode: `main` reads as text on every
 * surface of that mode (an outlined chip, an error message, a price), `contrastText` reads on a
 * filled `main` (a filled chip, a toast), and `dark`, the hover and dark-mode filled-alert shade,
 * moves away from that text so it reads at least as well.
 */
export function statusColour(base: string, surfaces: readonly string[]): SimplePaletteColorOptions {
  const main = readableOn(base, surfaces);
  const contrastText = textOn(main);
  const dark = rgbToHex(contrastText === WHITE ? darken(main, 0.2) : lighten(main, 0.2));
  return { main, dark, contrastText };
}
