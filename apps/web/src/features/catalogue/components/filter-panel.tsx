import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useFilterOptions } from '../api/products.ts';
import { useCatalogueT } from '../i18n.ts';
import type { SlugFilter, useProductFilters } from '../use-product-filters.ts';

type Filters = ReturnType<typeof useProductFilters>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={id} component="legend" variant="subtitle2" sx={{ mb: 0.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface SlugOption {
  slug: string;
  name: string;
  productCount: number;
}

/** One checkbox of a slug filter, named with the option's product count. */
function SlugCheck({ filters, field, option }: { filters: Filters; field: SlugFilter; option: SlugOption }) {
  const t = useCatalogueT();
  return (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={filters.query[field]?.includes(option.slug) ?? false}
          onChange={() => filters.toggleSlug(field, option.slug)}
        />
      }
      label={t('filters.withCount', { name: option.name, total: option.productCount })}
    />
  );
}

/** A slug filter's options under their title; nothing when there are none. */
function SlugSection({
  title,
  filters,
  field,
  options,
}: {
  title: string;
  filters: Filters;
  field: SlugFilter;
  options: SlugOption[];
}) {
  if (options.length === 0) return null;
  return (
    <Section title={title}>
      <FormGroup>
        {options.map((option) => (
          <SlugCheck key={option.slug} filters={filters} field={field} option={option} />
        ))}
      </FormGroup>
    </Section>
  );
}

/** One end of the price range, in the currency's units. */
function PriceField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      type="number"
      slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
      error={error}
    />
  );
}

const units = (minor: number | undefined) => (minor === undefined ? '' : String(minor / 100));

/** The price range, applied with its button so the list does not reload on every keystroke. */
function PriceRange({ filters }: { filters: Filters }) {
  const t = useCatalogueT();
  const [min, setMin] = useState(units(filters.query.minPrice));
  const [max, setMax] = useState(units(filters.query.maxPrice));
  const [error, setError] = useState('');
  useEffect(() => {
    setMin(units(filters.query.minPrice));
    setMax(units(filters.query.maxPrice));
  }, [filters.query.minPrice, filters.query.maxPrice]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const lo = min === '' ? null : Number(min);
    const hi = max === '' ? null : Number(max);
    if ((lo !== null && !(lo >= 0)) || (hi !== null && !(hi >= 0))) {
      setError(t('filters.priceInvalid'));
      return;
    }
    if (lo !== null && hi !== null && lo > hi) {
      setError(t('filters.priceOrder'));
      return;
    }
    setError('');
    filters.update({ minPrice: lo === null ? null : String(lo), maxPrice: hi === null ? null : String(hi) });
  };

  return (
    <Section title={t('filters.price')}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack direction="row" spacing={1}>
          <PriceField label={t('filters.minPrice')} value={min} onChange={setMin} error={Boolean(error)} />
          <PriceField label={t('filters.maxPrice')} value={max} onChange={setMax} error={Boolean(error)} />
        </Stack>
        {error ? (
          <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
            {error}
          </Typography>
        ) : null}
        <Button type="submit" size="small" variant="outlined" sx={{ mt: 1 }}>
          {t('filters.applyPrice')}
        </Button>
      </Box>
    </Section>
  );
}

/**
 * The product list's filters (brand, main category and category, tag, stock, price range), each a
 * change of the address. The price range is offered only to viewers who see prices: the server
 * ignores it for anyone else (ADR 0011).
 */
export function FilterPanel({ filters, pricesVisible }: { filters: Filters; pricesVisible: boolean }) {
  const t = useCatalogueT();
  const options = useFilterOptions();
  const { query, update } = filters;

  return (
    <Stack spacing={2.5} component="section" aria-label={t('filters.title')}>
      <FormControlLabel
        control={
          <Switch
            checked={query.inStock === true}
            onChange={(e) => update({ inStock: e.target.checked ? 'true' : null })}
          />
        }
        label={t('filters.inStock')}
      />
      {pricesVisible ? <PriceRange filters={filters} /> : null}
      {options.isPending ? (
        <Box role="status" aria-label={t('filters.loading')}>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="70%" />
        </Box>
      ) : options.isError ? (
        <Typography role="alert" variant="body2" color="error">
          {t('filters.loadFailed')}{' '}
          <Button size="small" onClick={() => options.refetch()}>
            {t('common.retry')}
          </Button>
        </Typography>
      ) : (
        <>
          {options.data.mainCategories.length > 0 ? (
            <Section title={t('filters.categories')}>
              <FormGroup>
                {options.data.mainCategories.map((main) => (
                  <Box key={main.slug}>
                    <SlugCheck filters={filters} field="mainCategory" option={main} />
                    <FormGroup sx={{ paddingInlineStart: (theme) => theme.spacing(3) }}>
                      {main.categories.map((category) => (
                        <SlugCheck key={category.slug} filters={filters} field="category" option={category} />
                      ))}
                    </FormGroup>
                  </Box>
                ))}
              </FormGroup>
            </Section>
          ) : null}
          <SlugSection
            title={t('filters.brands')}
            filters={filters}
            field="brand"
            options={options.data.brands}
          />
          <SlugSection title={t('filters.tags')} filters={filters} field="tag" options={options.data.tags} />
        </>
      )}
    </Stack>
  );
}
