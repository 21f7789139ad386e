import type {
  CategoryInput,
  CategoryRecord,
  MainCategoryRecord,
  MeasureUnitInput,
  MeasureUnitRecord,
  OptionGroupInput,
  OptionGroupRecord,
  SlideInput,
  SlideRecord,
  TagInput,
  TagRecord,
  TaxonInput,
  TaxonRecord,
  VariantAttributeInput,
  VariantAttributeRecord,
} from '@shop/shared';
import { adminKeys, type CrudResource, crudResource } from '../../back-office/kit/crud-resource.ts';

export type { Paged } from '../../back-office/kit/crud-resource.ts';

/** One resource with the five routes of docs/api/admin-taxonomy-content.md, at `/api/admin/<name>`. */
const resource = <TRecord, TInput>(name: string) =>
  crudResource<TRecord, TRecord, TInput>([...adminKeys.all, 'taxonomy', name], `/api/admin/${name}`);

export type Resource<TRecord, TInput> = CrudResource<TRecord, TRecord, TInput>;

export const brands = resource<TaxonRecord, TaxonInput>('brands');
export const mainCategories = resource<MainCategoryRecord, TaxonInput>('main-categories');
export const categories = resource<CategoryRecord, CategoryInput>('categories');
export const measureUnits = resource<MeasureUnitRecord, MeasureUnitInput>('measure-units');
export const tags = resource<TagRecord, TagInput>('tags');
export const slides = resource<SlideRecord, SlideInput>('slides');
export const optionGroups = resource<OptionGroupRecord, OptionGroupInput>('option-groups');
export const variantAttributes = resource<VariantAttributeRecord, VariantAttributeInput>(
  'variant-attributes',
);
