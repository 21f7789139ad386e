import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LatLngPoint } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useMapT } from './i18n.ts';
import type { MapHandle, MapMode } from './leaflet-map.ts';
import { formatPoints, parsePoints } from './points-text.ts';

/** Where an empty map looks, by the deployment's region; the world otherwise. */
const REGION_VIEWS: Record<string, { center: LatLngPoint; zoom: number }> = {
  SA: { center: [24.7136, 46.6753], zoom: 5 },
  GB: { center: [54.0, -2.5], zoom: 5 },
};
const WORLD = { center: [20, 0] as LatLngPoint, zoom: 2 };

const samePoints = (a: readonly LatLngPoint[], b: readonly LatLngPoint[]) =>
  a.length === b.length && a.every((p, i) => p[0] === b[i]?.[0] && p[1] === b[i]?.[1]);

/**
 * A map field (ADR 0051): a polygon drawn by clicking (`polygon`) or one pin (`pin`). Leaflet is
 * loaded when the field mounts, never with the screen's first file. The same points are a text
 * list of "lat, lng" lines under the map, the way in by keyboard (and the one left if the map
 * cannot load). The map stays left-to-right on an Arabic page.
 */
export function GeoMapField({
  mode,
  points,
  onChange,
  label,
  tileUrl = '',
  region = '',
  error,
  height = 320,
}: {
  mode: MapMode;
  points: readonly LatLngPoint[];
  onChange: (points: LatLngPoint[]) => void;
  /** The field's name, its legend. */
  label: string;
  /** The deployment's `mapTileUrl`; empty: the offline grid. */
  tileUrl?: string | undefined;
  /** The deployment's region (`SA`, `GB`), for where an empty map looks. */
  region?: string;
  /** A translated error of the points (the form's), under the text list. */
  error?: string | undefined;
  height?: number;
}) {
  const t = useMapT();
  const helpId = useId();
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const latest = useRef({ onChange, points });
  latest.current = { onChange, points };
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [text, setText] = useState(() => formatPoints(points));
  const [badLine, setBadLine] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    const view = REGION_VIEWS[region] ?? WORLD;
    setStatus('loading');
    import('./leaflet-map.ts')
      .then(({ createMap }) => {
        if (cancelled || !element.current) return;
        handle.current = createMap(element.current, {
          mode,
          tileUrl,
          points: latest.current.points,
          center: view.center,
          zoom: view.zoom,
          onChange: (next) => latest.current.onChange(next),
          labels: {
            vertex: (n) => t('vertex', { n }),
            pin: t('pin'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
          },
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [mode, tileUrl, region, t]);

  // Points changed elsewhere (the map, a reset): the map and the text follow. Compared by value:
  // a parent may hand over an equal new array on every render.
  const seen = useRef(points);
  useEffect(() => {
    if (samePoints(seen.current, points)) return;
    seen.current = points;
    handle.current?.setPoints(points);
    setText((current) => {
      const parsed = parsePoints(current);
      return parsed.ok && samePoints(parsed.points, points) ? current : formatPoints(points);
    });
    setBadLine(null);
  }, [points]);

  const typed = (value: string) => {
    setText(value);
    const parsed = parsePoints(value);
    if (!parsed.ok) {
      setBadLine(parsed.line);
      return;
    }
    const next = mode === 'pin' ? parsed.points.slice(0, 1) : parsed.points;
    if (mode === 'pin' && parsed.points.length > 1) {
      setBadLine(2);
      return;
    }
    setBadLine(null);
    if (!samePoints(next, points)) onChange(next);
  };

  const textError = badLine === null ? error : t('badLine', { line: badLine });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <FormHelperText id={helpId} sx={{ mt: 0, mb: 1 }}>
        {mode === 'pin' ? t('pinHelp') : t('polygonHelp')}
        {tileUrl ? null : ` ${t('offline')}`}
      </FormHelperText>
      <Box
        ref={element}
        dir="ltr"
        role="region"
        aria-label={t('map')}
        aria-describedby={helpId}
        aria-busy={status === 'loading'}
        sx={{
          height,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          overflow: 'hidden',
          position: 'relative',
          zIndex: 0,
        }}
      >
        {status === 'loading' ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('loading')}
          </Typography>
        ) : null}
      </Box>
      {status === 'failed' ? (
        <FormHelperText error role="alert">
          {t('failed')}
        </FormHelperText>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button size="small" onClick={() => onChange([])} disabled={points.length === 0}>
          {t('clear')}
        </Button>
      </Box>
      <TextField
        fullWidth
        multiline={mode === 'polygon'}
        minRows={mode === 'polygon' ? 3 : undefined}
        label={mode === 'pin' ? t('pinLabel') : t('pointsLabel')}
        value={text}
        onChange={(event) => typed(event.target.value)}
        error={Boolean(textError)}
        helperText={textError || t('pointsHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}
