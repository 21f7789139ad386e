import type { MeasureUnitInput, MeasureUnitRecord } from '@shop/shared';
import { crudResource } from './crud-resource.ts';

/* The kit's tests' own resource: measure units, the shortest record with a bilingual name. */

export const units = crudResource<MeasureUnitRecord, MeasureUnitRecord, MeasureUnitInput>(
  ['admin', 'kit-test'],
  '/api/admin/measure-units',
);

export const unit = (overrides: Partial<MeasureUnitRecord> = {}): MeasureUnitRecord => ({
  id: 7,
  name: { en: 'Dozen', ar: 'دزينة' },
  code: 'DZ',
  piecesPerUnit: 12,
  productCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
