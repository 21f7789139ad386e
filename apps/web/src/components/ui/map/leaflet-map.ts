import type { LatLngPoint } from '@shop/shared';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import './geo-map.css';

/*
 * The map itself (ADR 0051), loaded only when a map is shown (`import()` in geo-map.tsx), so
 * Leaflet and its CSS never weigh on a screen's first file. Leaflet's own stylesheet and marker
 * pictures come from the bundle: no CDN. Without a tile URL the map is drawn offline: a neutral
 * background, a latitude/longitude grid with its degrees, and the scale.
 */

// Leaflet finds its marker pictures by a CSS path trick that a bundler breaks: name them.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

export type MapMode = 'polygon' | 'pin';

export interface MapOptions {
  mode: MapMode;
  /** A `{z}/{x}/{y}` template; empty: the offline grid. */
  tileUrl: string;
  points: readonly LatLngPoint[];
  /** Where to look while there are no points, and how close. */
  center: LatLngPoint;
  zoom: number;
  onChange: (points: LatLngPoint[]) => void;
  labels: { vertex: (n: number) => string; pin: string; zoomIn: string; zoomOut: string };
}

export interface MapHandle {
  setPoints(points: readonly LatLngPoint[]): void;
  destroy(): void;
}

/** Grid steps in degrees, the widest first; the grid takes the first giving ≥ 3 lines across. */
const GRID_STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];

const degrees = (value: number, step: number) =>
  `${Number(value.toFixed(step < 0.01 ? 3 : step < 1 ? 2 : 0))}°`;

/** Latitude and longitude lines over the visible part, with their degrees along two edges. */
function drawGrid(map: L.Map, layer: L.LayerGroup): void {
  layer.clearLayers();
  const bounds = map.getBounds();
  const south = Math.max(bounds.getSouth(), -85);
  const north = Math.min(bounds.getNorth(), 85);
  const west = bounds.getWest();
  const east = bounds.getEast();
  const span = Math.min(north - south, east - west);
  const step = GRID_STEPS.find((s) => span / s >= 3) ?? GRID_STEPS[GRID_STEPS.length - 1] ?? 1;
  const line = { color: '#8a94a6', weight: 1, opacity: 0.6, interactive: false };
  const label = (at: L.LatLngExpression, text: string) =>
    L.marker(at, {
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: 'shop-map-grid-label',
        html: text,
        iconSize: [48, 14],
        iconAnchor: [0, 14],
      }),
    }).addTo(layer);
  for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
    L.polyline(
      [
        [lat, west],
        [lat, east],
      ],
      line,
    ).addTo(layer);
    label([lat, west], degrees(lat, step));
  }
  for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) {
    L.polyline(
      [
        [south, lng],
        [north, lng],
      ],
      line,
    ).addTo(layer);
    label([south, lng], degrees(lng, step));
  }
}

export function createMap(element: HTMLElement, options: MapOptions): MapHandle {
  const offline = options.tileUrl === '';
  const map = L.map(element, {
    center: options.center,
    zoom: options.zoom,
    worldCopyJump: true,
    attributionControl: !offline,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut }).addTo(map);
  if (offline) {
    element.classList.add('shop-map-offline');
    const grid = L.layerGroup().addTo(map);
    const redraw = () => drawGrid(map, grid);
    map.on('moveend zoomend resize', redraw);
    map.whenReady(redraw);
  } else {
    L.tileLayer(options.tileUrl, { maxZoom: 19 }).addTo(map);
  }
  L.control.scale({ imperial: false }).addTo(map);
  // A map that appears in an opening dialog or a resized layout measures itself again.
  const resized =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
  resized?.observe(element);

  let points: LatLngPoint[] = [...options.points];
  const shapes = L.layerGroup().addTo(map);
  const commit = (next: LatLngPoint[]) => {
    points = next;
    draw();
    options.onChange(next);
  };
  const toPoint = (latlng: L.LatLng): LatLngPoint => [
    Math.round(latlng.lat * 1e6) / 1e6,
    Math.round(L.Util.wrapNum(latlng.lng, [-180, 180], true) * 1e6) / 1e6,
  ];

  function draw() {
    shapes.clearLayers();
    if (options.mode === 'pin') {
      const [pin] = points;
      if (!pin) return;
      const marker = L.marker(pin, { draggable: true, title: options.labels.pin, alt: options.labels.pin });
      marker.on('dragend', () => commit([toPoint(marker.getLatLng())]));
      marker.addTo(shapes);
      return;
    }
    const outline = L.polygon(points, { color: '#1f5fbf', weight: 2, fillOpacity: 0.15, interactive: false });
    outline.addTo(shapes);
    points.forEach((point, index) => {
      const vertex = L.marker(point, {
        draggable: true,
        title: options.labels.vertex(index + 1),
        alt: options.labels.vertex(index + 1),
        icon: L.divIcon({ className: 'shop-map-vertex', iconSize: [14, 14] }),
      });
      vertex.on('drag', () => {
        const moved = points.map((p, i) => (i === index ? toPoint(vertex.getLatLng()) : p));
        outline.setLatLngs(moved);
      });
      vertex.on('dragend', () =>
        commit(points.map((p, i) => (i === index ? toPoint(vertex.getLatLng()) : p))),
      );
      vertex.on('click', () => commit(points.filter((_, i) => i !== index)));
      vertex.addTo(shapes);
    });
  }

  map.on('click', (event: L.LeafletMouseEvent) => {
    const point = toPoint(event.latlng);
    commit(options.mode === 'pin' ? [point] : [...points, point]);
  });

  draw();
  if (points.length) map.fitBounds(L.latLngBounds(points), { maxZoom: 14, padding: [24, 24] });

  return {
    setPoints(next) {
      const same =
        next.length === points.length &&
        next.every((p, i) => p[0] === points[i]?.[0] && p[1] === points[i]?.[1]);
      if (same) return;
      const hadNone = points.length === 0;
      points = [...next];
      draw();
      if (hadNone && points.length) map.fitBounds(L.latLngBounds(points), { maxZoom: 14, padding: [24, 24] });
    },
    destroy() {
      resized?.disconnect();
      map.remove();
    },
  };
}
