import Chip from '@mui/material/Chip';
import type { ProductStatus } from '@shop/shared';
import { useProductsT } from './i18n.ts';

const COLOURS = { available: 'success', unavailable: 'default', out_of_stock: 'warning' } as const;

/** SPEC 4 product status, coloured so a list reads at a glance (the word carries the meaning). */
export function ProductStatusChip({ status }: { status: ProductStatus }) {
  const t = useProductsT();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'unavailable' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
    />
  );
}
