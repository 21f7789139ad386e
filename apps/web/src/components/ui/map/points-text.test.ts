import { describe, expect, it } from 'vitest';
import { formatPoints, parsePoints } from './points-text.ts';

describe('the map points as text', () => {
  it('formats one "lat, lng" a line and reads it back', () => {
    const points: [number, number][] = [
      [24.6, 46.6],
      [24.712345678, -0.1],
    ];
    expect(formatPoints(points)).toBe('24.6, 46.6\n24.712346, -0.1');
    expect(parsePoints(formatPoints(points))).toEqual({
      ok: true,
      points: [
        [24.6, 46.6],
        [24.712346, -0.1],
      ],
    });
  });

  it('reads Arabic digits and commas, spaces or semicolons between, and skips empty lines', () => {
    expect(parsePoints('٢٤٫٧، ٤٦٫٦\n\n 51.5 -0.12 \n10;20')).toEqual({
      ok: true,
      points: [
        [24.7, 46.6],
        [51.5, -0.12],
        [10, 20],
      ],
    });
  });

  it('names the first line that is not a point in range', () => {
    expect(parsePoints('24.7, 46.6\n91, 10')).toEqual({ ok: false, line: 2 });
    expect(parsePoints('24.7, 46.6\n10, 181')).toEqual({ ok: false, line: 2 });
    expect(parsePoints('east, west')).toEqual({ ok: false, line: 1 });
  });
});
