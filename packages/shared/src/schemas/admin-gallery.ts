import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { optionalSearch } from './admin-taxonomy.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import { multiLine, recordOf, singleLine, sortKeys } from './common.ts';

// ---------------------------------------------------------------------------------------------
// The gallery (SPEC 2 admin `gallery`): the media library every image picker of the back office
// uses. Uploads go through the media module (type by content, SVG sanitised, resized webp).
// ---------------------------------------------------------------------------------------------

/** The multipart field of `POST /api/admin/gallery`; up to GALLERY_FILES_PER_UPLOAD files. */
export const GALLERY_FILES_FIELD = 'files';
export const GALLERY_FILES_PER_UPLOAD = 10;

export const GALLERY_SORTS = sortKeys('created_at', 'name', 'bytes');
export const galleryListQuery = sortedListQuery(GALLERY_SORTS, '-created_at', {
  /** Part of the file name or note. */
  search: optionalSearch,
  mimeType: z
    .enum(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'], { error: validationMessage('invalid') })
    .optional(),
});
export type GalleryListQuery = z.infer<typeof galleryListQuery>;

export const galleryUpdateInput = z.object({
  name: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, { error: validationMessage('required'), abort: true })
    .max(255, { error: validationMessage('maxLength', { max: 255 }) })
    .check(singleLine()),
  note: z
    .string()
    .trim()
    .max(1000, { error: validationMessage('maxLength', { max: 1000 }) })
    .check(multiLine())
    .nullable()
    .default(null),
});
export type GalleryUpdateInput = z.infer<typeof galleryUpdateInput>;

export const galleryRecord = recordOf({
  url: z.string(),
  thumbUrl: z.string().nullable(),
  name: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  note: z.string().nullable(),
  uploadedByAdminId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type GalleryRecord = z.infer<typeof galleryRecord>;
export const galleryList = paginated(galleryRecord);

/** Where an image is used: resource name (`brands`, `menus`, `pages`…) and how many rows. */
export const galleryUsage = z.array(z.object({ resource: z.string(), count: z.number().int() }));
export const galleryDetails = galleryRecord.extend({ usedBy: galleryUsage });
export type GalleryDetails = z.infer<typeof galleryDetails>;
