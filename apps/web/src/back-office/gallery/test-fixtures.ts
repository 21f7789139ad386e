import type { GalleryRecord } from '@shop/shared';

/** A gallery record as the API answers it (docs/api/admin-taxonomy-content.md "Gallery"). */
export const galleryImage = (overrides: Partial<GalleryRecord> = {}): GalleryRecord => ({
  id: 1,
  url: '/uploads/images/gallery/2026/11/navy-hoodie.webp',
  thumbUrl: '/uploads/images/gallery/2026/11/navy-hoodie-thumb.webp',
  name: 'navy-hoodie.jpg',
  mimeType: 'image/jpeg',
  bytes: 84_211,
  width: 1200,
  height: 900,
  note: null,
  uploadedByAdminId: 1,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});
