import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductSpecification } from '@shop/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/language.ts';
import { type CatalogueT, useCatalogueT } from '../i18n.ts';
import en from '../locales/en.json' with { type: 'json' };

type Field = keyof typeof en.specs.field;
/** The attributes whose value is a code the storefront names (ADR 0012's choice lists). */
type Coded = 'gender' | 'season' | 'fit';

type CodeKey = { [F in Coded]: `specs.${F}.${keyof (typeof en.specs)[F] & string}` }[Coded];

const isField = (field: string): field is Field => Object.hasOwn(en.specs.field, field);
/** The text key of a coded value the shop knows; none for a value of a later version. */
const codeKey = (field: Coded, value: string): CodeKey | null =>
  Object.hasOwn(en.specs[field], value) ? (`specs.${field}.${value}` as CodeKey) : null;

/** A country's name in the page's language (`TR` → Turkey / تركيا); the code when it has none. */
function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The value as a shopper reads it: a name for a code, a count with its unit, a list of lines. */
function shownValue(field: Field, value: string | number, t: CatalogueT, lang: string): ReactNode {
  if (typeof value === 'number') {
    if (field === 'pack_size') return t('specs.pieces', { count: value });
    if (field === 'min_order_qty') return t('specs.packs', { count: value });
    if (field === 'lead_time_days') return t('specs.days', { count: value });
    return value;
  }
  if (field === 'gender' || field === 'season' || field === 'fit') {
    const key = codeKey(field, value);
    return key ? t(key) : value;
  }
  if (field === 'origin_country') return countryName(value, lang);
  if (field === 'features') {
    const lines = value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return (
      <Box component="ul" sx={{ m: 0, paddingInlineStart: '1.25rem' }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    );
  }
  return <Box sx={{ whiteSpace: 'pre-line' }}>{value}</Box>;
}

/**
 * The product's specifications: the attributes the back office entered (ADR 0012), named and
 * worded in the page's language, as a description list. Nothing when none is filled.
 */
export function ProductSpecifications({ specifications }: { specifications: ProductSpecification[] }) {
  const t = useCatalogueT();
  const lang = useLanguage();
  const rows = specifications.flatMap(({ field, value }) => (isField(field) ? [{ field, value }] : []));
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="specs-title" sx={{ mt: 6, maxWidth: 820 }}>
      <Typography id="specs-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('specs.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, borderTop: 1, borderColor: 'divider' }}>
        {rows.map(({ field, value }) => (
          <Box
            key={field}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '14rem minmax(0, 1fr)' },
              columnGap: 3,
              rowGap: 0.25,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {t(`specs.field.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {shownValue(field, value, t, lang)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
