import { measureUnitInput, measureUnitList, measureUnitListQuery, measureUnitRecord } from '@shop/shared';
import {
  createMeasureUnit,
  deleteMeasureUnit,
  getMeasureUnit,
  listMeasureUnits,
  updateMeasureUnit,
} from '../../modules/taxonomy/measure-units.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Measure units (SPEC 2 measureUnits; SPEC 5: name and code required, name unique). Contract: docs/api/admin-taxonomy-content.md. */
export const measureUnitsResource = crudResource({
  path: '/measure-units',
  tag: 'admin taxonomy',
  summary: {
    list: 'Measure units, paginated, with search and sort',
    read: 'One measure unit',
    create: 'Adds a measure unit (name unique per language, code unique)',
    update: 'Edits a measure unit',
    remove: 'Deletes a unit no product uses (409 measureUnitInUse otherwise)',
  },
  schema: {
    query: measureUnitListQuery,
    input: measureUnitInput,
    item: measureUnitRecord,
    list: measureUnitList,
  },
  service: {
    list: listMeasureUnits,
    read: getMeasureUnit,
    create: createMeasureUnit,
    update: updateMeasureUnit,
    remove: deleteMeasureUnit,
  },
});
