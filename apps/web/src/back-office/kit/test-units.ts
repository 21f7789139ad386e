import type { MeasureUnitInput, MeasureUnitRecord, measureUnitInput } from '@shop/shared';
import type { z } from 'zod';
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

/** A unit form's values: the record's, or an empty form's. */
export const unitValues = (record?: MeasureUnitRecord): z.input<typeof measureUnitInput> => ({
  name: { en: record?.name.en ?? '', ar: record?.name.ar ?? '' },
  code: record?.code ?? '',
  piecesPerUnit: record?.piecesPerUnit ?? 1,
});
