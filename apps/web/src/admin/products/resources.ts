import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { adminResource } from '../framework/admin-resource.ts';

export const productsResource = adminResource({
  name: 'products',
  screens: {
    products: async () => (await import('./products-list-page.tsx')).ProductsListPage,
    addProduct: async () => (await import('./product-form-page.tsx')).AddProductPage,
    product: async () => (await import('./product-form-page.tsx')).EditProductPage,
    productVariants: async () => (await import('./product-variants-page.tsx')).ProductVariantsPage,
    productAttributes: async () => (await import('./product-attributes-page.tsx')).ProductAttributesPage,
  },
  nav: { section: 'products', page: 'products', path: 'product', icon: Inventory2Outlined },
});
