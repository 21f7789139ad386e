import { type LatLngPoint, toLatinDigits } from '@shop/shared';

/*
 * The map's keyboard way in: its points as text, one "lat, lng" a line (ADR 0051). Arabic digits,
 * the Arabic comma and decimal separator are read too, so a point copied from anywhere fits.
 */

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** `[[24.7, 46.6]]` → `"24.7, 46.6"`, six decimals at most (about 10 cm). */
export function formatPoints(points: readonly LatLngPoint[]): string {
  return points.map(([lat, lng]) => `${round(lat)}, ${round(lng)}`).join('\n');
}

export type ParsedPoints = { ok: true; points: LatLngPoint[] } | { ok: false; line: number };

/** The points of the text, or the first (1-based) line that is not a point in range. */
export function parsePoints(text: string): ParsedPoints {
  const points: LatLngPoint[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = toLatinDigits(raw)
      .replace(/\u060c/g, ',')
      .trim();
    if (line === '') continue;
    const match = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    const lat = Number(match?.[1]);
    const lng = Number(match?.[2]);
    if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { ok: false, line: index + 1 };
    points.push([lat, lng]);
  }
  return { ok: true, points };
}
