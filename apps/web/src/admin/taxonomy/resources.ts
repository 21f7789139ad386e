import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const slidesResource = adminResource({
  name: 'slides',
  screens: {
    slides: async () => (await import('./slide-pages.tsx')).SlidesListPage,
    addSlide: async () => (await import('./slide-pages.tsx')).AddSlidePage,
    slide: async () => (await import('./slide-pages.tsx')).EditSlidePage,
  },
  nav: { section: 'utils', page: 'slides', path: 'slider', icon: ViewCarouselOutlined },
});

export const measureUnitsResource = adminResource({
  name: 'measureUnits',
  screens: {
    measureUnits: async () => (await import('./measure-unit-pages.tsx')).MeasureUnitsListPage,
    addMeasureUnit: async () => (await import('./measure-unit-pages.tsx')).AddMeasureUnitPage,
    measureUnit: async () => (await import('./measure-unit-pages.tsx')).EditMeasureUnitPage,
  },
  nav: { section: 'utils', page: 'measureUnits', path: 'measureUnits', icon: StraightenOutlined },
});

export const brandsResource = adminResource({
  name: 'brands',
  screens: {
    brands: async () => (await import('./taxon-pages.tsx')).BrandsListPage,
    addBrand: async () => (await import('./taxon-pages.tsx')).AddBrandPage,
    brand: async () => (await import('./taxon-pages.tsx')).EditBrandPage,
  },
  nav: { section: 'products', page: 'brands', path: 'brands', icon: WorkspacePremiumOutlined },
});

export const mainCategoriesResource = adminResource({
  name: 'mainCategories',
  screens: {
    mainCategories: async () => (await import('./taxon-pages.tsx')).MainCategoriesListPage,
    addMainCategory: async () => (await import('./taxon-pages.tsx')).AddMainCategoryPage,
    mainCategory: async () => (await import('./taxon-pages.tsx')).EditMainCategoryPage,
  },
  nav: { section: 'products', page: 'mainCategories', path: 'main-category', icon: CategoryOutlined },
});

export const categoriesResource = adminResource({
  name: 'categories',
  screens: {
    categories: async () => (await import('./taxon-pages.tsx')).CategoriesListPage,
    addCategory: async () => (await import('./taxon-pages.tsx')).AddCategoryPage,
    category: async () => (await import('./taxon-pages.tsx')).EditCategoryPage,
  },
  nav: { section: 'products', page: 'categories', path: 'category', icon: AccountTreeOutlined },
});

export const variantAttributesResource = adminResource({
  name: 'variantAttributes',
  screens: {
    variants: async () => (await import('./variant-attribute-pages.tsx')).VariantAttributesListPage,
    addVariant: async () => (await import('./variant-attribute-pages.tsx')).AddVariantAttributePage,
    variant: async () => (await import('./variant-attribute-pages.tsx')).EditVariantAttributePage,
  },
  nav: { section: 'products', page: 'variants', path: 'variants', icon: TuneOutlined },
});

export const optionGroupsResource = adminResource({
  name: 'optionGroups',
  screens: {
    options: async () => (await import('./option-group-pages.tsx')).OptionGroupsListPage,
    addOption: async () => (await import('./option-group-pages.tsx')).AddOptionGroupPage,
    option: async () => (await import('./option-group-pages.tsx')).EditOptionGroupPage,
  },
  nav: { section: 'products', page: 'options', path: 'options', icon: ChecklistOutlined },
});

export const tagsResource = adminResource({
  name: 'tags',
  screens: {
    tags: async () => (await import('./tag-pages.tsx')).TagsListPage,
    addTag: async () => (await import('./tag-pages.tsx')).AddTagPage,
    tag: async () => (await import('./tag-pages.tsx')).EditTagPage,
  },
  nav: { section: 'products', page: 'tags', path: 'tags', icon: SellOutlined },
});
