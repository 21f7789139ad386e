import { recordGalleryImages } from '../../../apps/api/src/modules/gallery/gallery.service.ts';
import type { SeedContext } from './context.ts';

/**
 * Every picture of the demo goes in the gallery, recorded as an admin's upload would be: the
 * image pickers offer the demo's pictures, and the gallery says where each is used.
 */
export async function seedGallery({ tx, assets }: SeedContext): Promise<void> {
  await recordGalleryImages(tx, assets.gallery, null);
}
