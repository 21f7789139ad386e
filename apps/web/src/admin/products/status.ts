import type { ProductStatus } from '@shop/shared';
import type { StatusChipProps } from '../../back-office/kit/status-chip.tsx';
import type { ProductsT } from './i18n.ts';

const TONES = { available: 'success', unavailable: 'default', out_of_stock: 'warning' } as const;

/** SPEC 4 product status, coloured so a list reads at a glance (the word carries the meaning). */
export function productStatusChip(status: ProductStatus, t: ProductsT): StatusChipProps {
  return { label: t(`status.${status}`), tone: TONES[status], filled: status !== 'unavailable' };
}
