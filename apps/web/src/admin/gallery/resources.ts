import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const galleryResource = adminResource({
  name: 'gallery',
  screens: {
    gallery: async () => (await import('./gallery-page.tsx')).GalleryPage,
  },
  nav: { section: 'images', page: 'gallery', path: 'gallery', icon: PhotoLibraryOutlined },
});
