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
import type { useProductFilters } from '../use-product-filters.ts';

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
          <TextField
            label={t('filters.minPrice')}
            value={min}
            onChange={(e) => setMin(e.target.value)}
            size="small"
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
            error={Boolean(error)}
          />
          <TextField
            label={t('filters.maxPrice')}
            value={max}
            onChange={(e) => setMax(e.target.value)}
            size="small"
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
            error={Boolean(error)}
          />
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
  const { query, toggleSlug, update } = filters;
  const checked = (list: string[] | undefined, slug: string) => list?.includes(slug) ?? false;

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
                    <FormControlLabel
                      control={
                        <Checkbox
                          size="small"
                          checked={checked(query.mainCategory, main.slug)}
                          onChange={() => toggleSlug('mainCategory', main.slug)}
                        />
                      }
                      label={t('filters.withCount', { name: main.name, total: main.productCount })}
                    />
                    <FormGroup sx={{ paddingInlineStart: (theme) => theme.spacing(3) }}>
                      {main.categories.map((category) => (
                        <FormControlLabel
                          key={category.slug}
                          control={
                            <Checkbox
                              size="small"
                              checked={checked(query.category, category.slug)}
                              onChange={() => toggleSlug('category', category.slug)}
                            />
                          }
                          label={t('filters.withCount', {
                            name: category.name,
                            total: category.productCount,
                          })}
                        />
                      ))}
                    </FormGroup>
                  </Box>
                ))}
              </FormGroup>
            </Section>
          ) : null}
          {options.data.brands.length > 0 ? (
            <Section title={t('filters.brands')}>
              <FormGroup>
                {options.data.brands.map((brand) => (
                  <FormControlLabel
                    key={brand.slug}
                    control={
                      <Checkbox
                        size="small"
                        checked={checked(query.brand, brand.slug)}
                        onChange={() => toggleSlug('brand', brand.slug)}
                      />
                    }
                    label={t('filters.withCount', { name: brand.name, total: brand.productCount })}
                  />
                ))}
              </FormGroup>
            </Section>
          ) : null}
          {options.data.tags.length > 0 ? (
            <Section title={t('filters.tags')}>
              <FormGroup>
                {options.data.tags.map((tag) => (
                  <FormControlLabel
                    key={tag.slug}
                    control={
                      <Checkbox
                        size="small"
                        checked={checked(query.tag, tag.slug)}
                        onChange={() => toggleSlug('tag', tag.slug)}
                      />
                    }
                    label={t('filters.withCount', { name: tag.name, total: tag.productCount })}
                  />
                ))}
              </FormGroup>
            </Section>
          ) : null}
        </>
      )}
    </Stack>
  );
}
