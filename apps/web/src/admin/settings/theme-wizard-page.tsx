import { CacheProvider } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type ThemePalette,
  type ThemePalettesInput,
  type ThemePalettesRecord,
  type ThemeSettings,
  themePalettesInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, placeServerErrors } from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { FormFrame } from '../../back-office/kit/record-form.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { ProductCard, type ProductCardData } from '../../features/catalogue/product-card.tsx';
import { parseThemeSettings, useThemeSettings } from '../../features/site/front-settings.ts';
import { buildTheme } from '../../features/theme/build-theme.ts';
import type { ColorMode } from '../../features/theme/color-mode.ts';
import { contrast, MIN_TEXT_CONTRAST, textOn } from '../../features/theme/contrast.ts';
import { emotionCache } from '../../features/theme/emotion-cache.ts';
import { muiLocaleOf } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { themeQuery, useUpdateTheme } from './api.ts';
import { ColourField } from './colour-field.tsx';
import { useSettingsT } from './i18n.ts';

type Values = ThemePalettesInput;
type SettingsT = ReturnType<typeof useSettingsT>;

/** The wizard's colours of one palette, grouped as SPEC 3 names them. */
const GROUPS = [
  { group: 'primary', fields: ['primary.color', 'primary.effect'] },
  { group: 'secondary', fields: ['secondary.color', 'secondary.effect'] },
  { group: 'tertiary', fields: ['tertiary.color', 'tertiary.effect'] },
  { group: 'text', fields: ['text.headlines', 'text.body'] },
  { group: 'backgrounds', fields: ['backgrounds.front', 'backgrounds.panels'] },
  { group: 'cards', fields: ['cards'] },
] as const;

const valuesOf = ({ light, dark }: ThemePalettesRecord): Values => ({ light, dark });

/** Every colour's path, as a server error names it (`light.text.headlines`). */
const FIELD_PATHS = (['light', 'dark'] as const).flatMap((mode) =>
  GROUPS.flatMap(({ fields }) => fields.map((field) => `${mode}.${field}` as FieldPath<Values>)),
);

/** The label of one colour field (`primary.effect` → "Effect (hover, darker shade)"). */
const fieldLabel = (ts: SettingsT, field: string) => ts(`theme.fields.${field.split('.').at(-1) as 'color'}`);

export interface ContrastProblem {
  key: string;
  text: string;
}

/**
 * What reads badly in one palette (WCAG AA, 4.5:1): body text, headlines and links (the primary
 * colour) on the page, panels and cards. Each warning says which way to move the colour. Button
 * texts are picked by the theme (white or black), so they are said only when neither reads.
 */
export function contrastProblems(palette: ThemePalette, mode: ColorMode, ts: SettingsT): ContrastProblem[] {
  const surfaces: [string, string][] = [
    [ts('theme.fields.front'), palette.backgrounds.front],
    [ts('theme.fields.panels'), palette.backgrounds.panels],
    [ts('theme.fields.cards'), palette.cards],
  ];
  const texts: [string, string][] = [
    [ts('theme.fields.body'), palette.text.body],
    [ts('theme.fields.headlines'), palette.text.headlines],
    [ts('theme.groups.primary'), palette.primary.color],
  ];
  const problems: ContrastProblem[] = [];
  const direction = ts(mode === 'light' ? 'theme.darker' : 'theme.lighter');
  for (const [what, colour] of texts) {
    for (const [surface, background] of surfaces) {
      const ratio = contrast(colour, background);
      if (ratio < MIN_TEXT_CONTRAST)
        problems.push({
          key: `${what}-${surface}`,
          text: ts('theme.contrastWarning', { what, surface, ratio: ratio.toFixed(1), direction }),
        });
    }
  }
  for (const group of ['primary', 'secondary', 'tertiary'] as const) {
    const { color, effect } = palette[group];
    const text = textOn(color, effect);
    const ratio = Math.min(contrast(text, color), contrast(text, effect));
    if (ratio < MIN_TEXT_CONTRAST)
      problems.push({
        key: `button-${group}`,
        text: ts('theme.contrastFixed', {
          name: ts(`theme.groups.${group}`),
          text: text === '#ffffff' ? '#ffffff' : '#000000',
          ratio: ratio.toFixed(1),
        }),
      });
  }
  return problems;
}

/** A sample product, as a storefront card shows it (no request: the preview is offline). */
function useSampleProduct(): ProductCardData {
  const ts = useSettingsT();
  return {
    id: -1,
    slug: 'preview',
    title: ts('theme.sample.card'),
    sku: 'PREVIEW',
    status: 'available',
    type: 'regular',
    hasVariants: false,
    inStock: true,
    qty: 40,
    isBundle: true,
    image: null,
    thumbUrl: null,
    brand: null,
    category: null,
    measureUnit: null,
    tags: [],
    price: 1850,
    discountPrice: 1500,
  };
}

/**
 * Real storefront parts (headings, text, the buttons, a chip, a link, a product card) under a
 * theme built from the draft, as the storefront builds its own (`buildTheme`). Inert: its links
 * do not leave the wizard, and a screen reader is not sent through a sample.
 */
function Preview({
  settings,
  mode,
  direction,
}: {
  settings: ThemeSettings;
  mode: ColorMode;
  direction: 'ltr' | 'rtl';
}) {
  const ts = useSettingsT();
  const lang = useLanguage();
  const theme = useMemo(
    () => buildTheme(settings, mode, direction, muiLocaleOf(lang)),
    [settings, mode, direction, lang],
  );
  const product = useSampleProduct();
  return (
    <CacheProvider value={emotionCache(direction)}>
      <ThemeProvider theme={theme}>
        <Box
          dir={direction}
          inert
          data-testid={`theme-preview-${direction}`}
          sx={{
            bgcolor: 'background.default',
            color: 'text.primary',
            p: 2,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="h3" component="p">
            {ts('theme.sample.heading')}
          </Typography>
          <Typography sx={{ my: 1 }}>{ts('theme.sample.body')}</Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
          >
            <Button variant="contained" color="primary" data-testid={`preview-primary-${direction}`}>
              {ts('theme.sample.primary')}
            </Button>
            <Button variant="contained" color="secondary">
              {ts('theme.sample.secondary')}
            </Button>
            <Chip
              label={ts('theme.sample.tertiary')}
              sx={{ bgcolor: 'tertiary.main', color: 'tertiary.contrastText' }}
            />
            <Link href="#preview">{ts('theme.sample.link')}</Link>
          </Stack>
          <Paper sx={{ p: 1.5 }}>
            <Box sx={{ maxWidth: 220 }}>
              <ProductCard product={product} titleLevel={3} />
            </Box>
          </Paper>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}

function ThemeForm({ record }: { record: ThemePalettesRecord }) {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  const saved = useThemeSettings();
  const update = useUpdateTheme();
  const confirm = useConfirmedSubmit<Values>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [mode, setMode] = useState<ColorMode>('light');
  const form = useForm<Values>({
    resolver: zodResolver(themePalettesInput),
    defaultValues: valuesOf(record),
  });
  const draft = useWatch({ control: form.control }) as Values;
  // A colour being typed is not a colour yet: the preview keeps the saved one in its place.
  const previewSettings = useMemo(
    () => parseThemeSettings(JSON.stringify({ ...saved, light: draft.light, dark: draft.dark })),
    [saved, draft],
  );
  const problems = contrastProblems(previewSettings[mode], mode, ts);
  const flow = {
    confirm,
    saving: update.isPending,
    serverError,
    clearServerError: () => setServerError(null),
    save: () => {
      if (!confirm.values) return;
      update.mutate(confirm.values, {
        onSuccess: (result) => {
          confirm.close();
          form.reset(valuesOf(result.data));
          notify.success(ts('theme.saved'));
        },
        onError: (error) => {
          confirm.close();
          if (!placeServerErrors(error, form.setError, FIELD_PATHS)) setServerError(error.message);
        },
      });
    },
  };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FormFrame
          label={t('pages.themeWizard')}
          flow={flow}
          onSubmit={form.handleSubmit(
            (values) => {
              setServerError(null);
              confirm.ask(values);
            },
            (errors) => {
              // Show the palette that holds the wrong colour.
              if (!errors[mode]) setMode(errors.light ? 'light' : 'dark');
              setServerError(ts('theme.invalid'));
            },
          )}
          submitLabel={ts('theme.save')}
          dialog={{ title: ts('theme.confirmTitle'), description: ts('theme.confirmText') }}
        >
          <Grid size={12}>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={mode}
              aria-label={ts('theme.mode')}
              onChange={(_, value: ColorMode | null) => value && setMode(value)}
            >
              <ToggleButton value="light">{ts('theme.light')}</ToggleButton>
              <ToggleButton value="dark">{ts('theme.dark')}</ToggleButton>
            </ToggleButtonGroup>
          </Grid>
          {GROUPS.map(({ group, fields }) => (
            <Grid key={`${mode}-${group}`} size={12} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" fontWeight={700} sx={{ mb: 1 }}>
                {ts(`theme.groups.${group}`)}
              </Typography>
              <Grid container spacing={2}>
                {fields.map((field) => {
                  const name = `${mode}.${field}` as FieldPath<Values>;
                  return (
                    <Grid key={name} size={{ xs: 12, sm: 6 }}>
                      <ColourField<Values>
                        control={form.control}
                        name={name}
                        label={`${fieldLabel(ts, field)} (${ts(`theme.${mode}`)})`}
                        error={errorAt(form.formState.errors, name)}
                      />
                    </Grid>
                  );
                })}
              </Grid>
            </Grid>
          ))}
          <Grid size={12}>
            <Button
              variant="text"
              onClick={() => form.reset(valuesOf(record))}
              disabled={!form.formState.isDirty}
            >
              {ts('theme.reset')}
            </Button>
          </Grid>
        </FormFrame>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack
          component="section"
          aria-labelledby="theme-preview-title"
          spacing={2}
          sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}
        >
          <Typography id="theme-preview-title" component="h2" variant="h6">
            {ts('theme.preview')} ({ts(`theme.${mode}`)})
          </Typography>
          <Box role="status" aria-live="polite">
            {problems.length ? (
              <Alert severity="warning">
                <Box component="ul" sx={{ m: 0, ps: 2 }}>
                  {problems.map((problem) => (
                    <li key={problem.key}>{problem.text}</li>
                  ))}
                </Box>
              </Alert>
            ) : (
              <Alert severity="success">{ts('theme.contrastOk')}</Alert>
            )}
          </Box>
          {(['ltr', 'rtl'] as const).map((direction) => (
            <Box key={direction}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {ts(`theme.${direction}`)}
              </Typography>
              <Preview settings={previewSettings} mode={mode} direction={direction} />
            </Box>
          ))}
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /admin-panel/secure/settings/site/theme-wizard: the storefront's palettes, previewed live (ADR 0059). */
export function ThemeWizardPage() {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  const query = useQuery(themeQuery);
  return (
    <Box component="section" aria-labelledby="theme-wizard-title">
      <PageHeader id="theme-wizard-title" title={t('pages.themeWizard')} subtitle={ts('theme.intro')} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={paths.admin.root} />
      ) : (
        <ThemeForm record={query.data} />
      )}
    </Box>
  );
}
