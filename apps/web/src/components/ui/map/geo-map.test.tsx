import type { LatLngPoint } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, switchLanguage } from '../../../test/render.tsx';
import { GeoMapField } from './geo-map.tsx';
import type { MapOptions } from './leaflet-map.ts';

// Leaflet itself needs a browser's layout; here the map is a stand-in that records what it is
// given, and the text list (the keyboard's way in) is what is tested.
const maps = vi.hoisted(() => ({ created: [] as MapOptions[], shown: [] as (readonly LatLngPoint[])[] }));
vi.mock('./leaflet-map.ts', () => ({
  createMap: (_element: HTMLElement, options: MapOptions) => {
    maps.created.push(options);
    return { setPoints: (points: readonly LatLngPoint[]) => maps.shown.push(points), destroy: () => {} };
  },
}));

function Harness({ mode, initial = [] }: { mode: 'polygon' | 'pin'; initial?: LatLngPoint[] }) {
  const [points, setPoints] = useState<LatLngPoint[]>(initial);
  return (
    <>
      <GeoMapField mode={mode} label="Zone area" points={points} onChange={setPoints} region="SA" />
      <output aria-label="value">{JSON.stringify(points)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByRole('status', { name: 'value' }).textContent ?? '[]');

describe('GeoMapField', () => {
  afterEach(async () => {
    maps.created.length = 0;
    maps.shown.length = 0;
    await switchLanguage('en');
  });

  it('loads the map lazily, left-to-right, offline without a tile URL, around the region', async () => {
    renderWithProviders(<Harness mode="polygon" initial={[[24.6, 46.6]]} />);
    const region = screen.getByRole('region', { name: 'Map' });
    expect(region).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(maps.created).toHaveLength(1));
    expect(maps.created[0]).toMatchObject({ mode: 'polygon', tileUrl: '', center: [24.7136, 46.6753] });
    expect(maps.created[0]?.points).toEqual([[24.6, 46.6]]);
    expect(screen.getByText(/Offline map/)).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  });

  it('the polygon is also a text list of "lat, lng" lines: typed points reach the form and the map', async () => {
    renderWithProviders(<Harness mode="polygon" />);
    await waitFor(() => expect(maps.created).toHaveLength(1));
    const list = screen.getByRole('textbox', { name: /Points/ });
    await userEvent.type(list, '24.6, 46.6{Enter}24.6, 46.8{Enter}24.8, 46.8');
    expect(value()).toEqual([
      [24.6, 46.6],
      [24.6, 46.8],
      [24.8, 46.8],
    ]);
    expect(maps.shown.at(-1)).toEqual(value());
    // A point from the map shows in the list.
    maps.created[0]?.onChange([[1, 2]]);
    await waitFor(() => expect(list).toHaveValue('1, 2'));
  });

  it('names a line that is not a point, in English and in Arabic, and keeps the last good points', async () => {
    renderWithProviders(<Harness mode="polygon" initial={[[10, 20]]} />);
    const list = screen.getByRole('textbox', { name: /Points/ });
    await userEvent.type(list, '{Enter}95, 10');
    expect(list).toHaveAccessibleDescription(/Line 2 is not a point/);
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(value()).toEqual([[10, 20]]);
    await switchLanguage('ar');
    expect(await screen.findByText(/السطر 2 ليس نقطة/)).toBeInTheDocument();
  });

  it('"Clear" empties the points; the pin takes one point only', async () => {
    const { unmount } = renderWithProviders(<Harness mode="polygon" initial={[[10, 20]]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    unmount();

    renderWithProviders(<Harness mode="pin" />);
    const pin = screen.getByRole('textbox', { name: /Pin/ });
    await userEvent.type(pin, '٢٤٫٧، ٤٦٫٦');
    expect(value()).toEqual([[24.7, 46.6]]);
  });
});
