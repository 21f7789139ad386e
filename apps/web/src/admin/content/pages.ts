import type { ComponentType } from 'react';
import { lazyPage } from '../../app/route-boundary.tsx';
import type { AdminPageKey } from '../framework/admin-pages.ts';

/**
 * Built back-office screens of the taxonomy and content (brands, categories, measure units,
 * tags, options, slides, menus, gallery, CMS pages, blogs, reviews, contact messages), each lazy.
 */
export const contentAdminPages: Partial<Record<AdminPageKey, ComponentType>> = {
  // Taxonomy and gallery (helper B1).
  brands: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).BrandsListPage),
  addBrand: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).AddBrandPage),
  brand: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).EditBrandPage),
  mainCategories: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).MainCategoriesListPage),
  addMainCategory: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).AddMainCategoryPage),
  mainCategory: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).EditMainCategoryPage),
  categories: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).CategoriesListPage),
  addCategory: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).AddCategoryPage),
  category: lazyPage(async () => (await import('../taxonomy/taxon-pages.tsx')).EditCategoryPage),
  measureUnits: lazyPage(
    async () => (await import('../taxonomy/measure-unit-pages.tsx')).MeasureUnitsListPage,
  ),
  addMeasureUnit: lazyPage(
    async () => (await import('../taxonomy/measure-unit-pages.tsx')).AddMeasureUnitPage,
  ),
  measureUnit: lazyPage(async () => (await import('../taxonomy/measure-unit-pages.tsx')).EditMeasureUnitPage),
  tags: lazyPage(async () => (await import('../taxonomy/tag-pages.tsx')).TagsListPage),
  addTag: lazyPage(async () => (await import('../taxonomy/tag-pages.tsx')).AddTagPage),
  tag: lazyPage(async () => (await import('../taxonomy/tag-pages.tsx')).EditTagPage),
  slides: lazyPage(async () => (await import('../taxonomy/slide-pages.tsx')).SlidesListPage),
  addSlide: lazyPage(async () => (await import('../taxonomy/slide-pages.tsx')).AddSlidePage),
  slide: lazyPage(async () => (await import('../taxonomy/slide-pages.tsx')).EditSlidePage),
  // `variants` and `options` (ADR 0018): variant attributes and option groups.
  variants: lazyPage(
    async () => (await import('../taxonomy/variant-attribute-pages.tsx')).VariantAttributesListPage,
  ),
  addVariant: lazyPage(
    async () => (await import('../taxonomy/variant-attribute-pages.tsx')).AddVariantAttributePage,
  ),
  variant: lazyPage(
    async () => (await import('../taxonomy/variant-attribute-pages.tsx')).EditVariantAttributePage,
  ),
  options: lazyPage(async () => (await import('../taxonomy/option-group-pages.tsx')).OptionGroupsListPage),
  addOption: lazyPage(async () => (await import('../taxonomy/option-group-pages.tsx')).AddOptionGroupPage),
  option: lazyPage(async () => (await import('../taxonomy/option-group-pages.tsx')).EditOptionGroupPage),
  gallery: lazyPage(async () => (await import('../gallery/gallery-page.tsx')).GalleryPage),
  // End of the taxonomy and gallery screens.
  // Menus and CMS/content (helper B2).
  menus: lazyPage(async () => (await import('../menus/menus-list-page.tsx')).MenusListPage),
  addMenu: lazyPage(async () => (await import('../menus/menu-form-page.tsx')).AddMenuPage),
  menu: lazyPage(async () => (await import('../menus/menu-form-page.tsx')).EditMenuPage),
  cmsPages: lazyPage(async () => (await import('../cms/cms-pages-list-page.tsx')).CmsPagesListPage),
  addCmsPage: lazyPage(async () => (await import('../cms/cms-page-form-page.tsx')).AddCmsPagePage),
  cmsPage: lazyPage(async () => (await import('../cms/cms-page-form-page.tsx')).EditCmsPagePage),
  addCmsPageSection: lazyPage(
    async () => (await import('../cms/content-blocks-pages.tsx')).AddCmsPageSectionPage,
  ),
  cmsPageSection: lazyPage(async () => (await import('../cms/content-blocks-pages.tsx')).CmsPageSectionPage),
  contentBlocks: lazyPage(
    async () => (await import('../cms/content-blocks-pages.tsx')).ContentBlocksListPage,
  ),
  addContentBlock: lazyPage(
    async () => (await import('../cms/content-blocks-pages.tsx')).AddContentBlockPage,
  ),
  contentBlock: lazyPage(async () => (await import('../cms/content-blocks-pages.tsx')).EditContentBlockPage),
  blogs: lazyPage(async () => (await import('../cms/blogs-pages.tsx')).BlogsListPage),
  addBlog: lazyPage(async () => (await import('../cms/blogs-pages.tsx')).AddBlogPage),
  blog: lazyPage(async () => (await import('../cms/blogs-pages.tsx')).EditBlogPage),
  reviews: lazyPage(async () => (await import('../cms/reviews-page.tsx')).ReviewsPage),
  contactMessages: lazyPage(
    async () => (await import('../cms/contact-messages-pages.tsx')).ContactMessagesListPage,
  ),
  contactMessage: lazyPage(
    async () => (await import('../cms/contact-messages-pages.tsx')).ContactMessagePage,
  ),
  // End of the menus and CMS/content screens.
};
