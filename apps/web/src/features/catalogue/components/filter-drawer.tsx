import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useCatalogueT } from '../i18n.ts';
import type { useProductFilters } from '../use-product-filters.ts';
import { FilterPanel } from './filter-panel.tsx';

/**
 * The filters on a narrow screen: a sheet from the bottom. Its own file, loaded with the first
 * opening, so a phone's first visit to /products fetches neither the drawer nor the form controls.
 */
export default function FilterDrawer({
  open,
  onClose,
  filters,
  pricesVisible,
  total,
}: {
  open: boolean;
  onClose: () => void;
  filters: ReturnType<typeof useProductFilters>;
  pricesVisible: boolean;
  total: number;
}) {
  const t = useCatalogueT();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { maxHeight: '85vh', p: 2, borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
      }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('filters.title')}
      </Typography>
      <FilterPanel filters={filters} pricesVisible={pricesVisible} />
      <Button variant="contained" onClick={onClose} sx={{ mt: 2 }}>
        {t('filters.show', { count: total })}
      </Button>
    </Drawer>
  );
}
