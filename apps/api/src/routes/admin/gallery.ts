import multipart from '@fastify/multipart';
import {
  GALLERY_FILES_FIELD,
  GALLERY_FILES_PER_UPLOAD,
  galleryDetails,
  galleryList,
  galleryListQuery,
  galleryRecord,
  galleryUpdateInput,
  type LanguageCode,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readMultipart } from '../../lib/multipart.ts';
import {
  deleteGalleryImage,
  type GalleryUsage,
  getGalleryImage,
  listGallery,
  updateGalleryImage,
  uploadGalleryImages,
} from '../../modules/gallery/gallery.service.ts';
import { IMAGE_MAX_BYTES } from '../../modules/media/images.ts';
import { principalOf } from '../../plugins/auth.ts';
import { noticeOnly, routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin gallery');

/** The places an image can be used, as the refusal names them in Arabic (English keeps the ids). */
const USAGE_AR: Record<string, string> = {
  brands: 'العلامات التجارية',
  'main-categories': 'الأقسام الرئيسية',
  categories: 'الفئات',
  menus: 'القوائم',
  slides: 'الشرائح',
  pages: 'الصفحات',
  blogs: 'المدونات',
  'content-blocks': 'كتل المحتوى',
  products: 'المنتجات',
  'product-images': 'صور المنتجات',
  'product-variants': 'متغيرات المنتجات',
  settings: 'إعدادات الموقع',
  'email-settings': 'إعدادات البريد الإلكتروني',
  'payment-methods': 'طرق الدفع',
  'shipping-zones': 'مناطق الشحن',
  'order-items': 'بنود الطلبات',
};

/** `brands: 1, pages: 1` in English; the Arabic names and comma in Arabic. */
function describeUsage(usage: GalleryUsage, lang: LanguageCode): string {
  if (lang !== 'ar') return usage.map((u) => `${u.resource.replace(/-/g, ' ')}: ${u.count}`).join(', ');
  return usage.map((u) => `${USAGE_AR[u.resource] ?? u.resource}: ${u.count}`).join('، ');
}

/** The gallery (SPEC 2 admin `gallery`): upload, list, rename, delete unless used. */
export const adminGalleryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Scoped to this plugin: multipart bodies are read only here.
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: GALLERY_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1000,
      parts: 30,
    },
  });

  app.post(
    '/gallery',
    {
      bodyLimit: GALLERY_FILES_PER_UPLOAD * IMAGE_MAX_BYTES + 256 * 1024,
      ...route.created(
        `Uploads images (multipart, up to ${GALLERY_FILES_PER_UPLOAD} files in \`${GALLERY_FILES_FIELD}\`)`,
        z.array(galleryRecord),
        {
          description:
            'jpeg, png, jpg, svg or webp, checked by content; stored as 1200 px and 400 px webp (SVG sanitised).',
          consumes: ['multipart/form-data'],
        },
      ),
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, GALLERY_FILES_FIELD);
      const data = await uploadGalleryImages(
        db,
        request.server.storage,
        principalOf(request).id,
        files,
        GALLERY_FILES_FIELD,
      );
      return reply.status(201).send(withNotice(request, 'imageUploaded', data));
    },
  );

  app.get(
    '/gallery',
    route.ok('Gallery images, newest first, with search and type filter', galleryList, {
      querystring: galleryListQuery,
    }),
    async (request) => ({ data: await listGallery(db, request.query) }),
  );

  app.get(
    '/gallery/:id',
    route.byId('One gallery image and where it is used', galleryDetails),
    async (request) => ({ data: await getGalleryImage(db, request.params.id) }),
  );

  app.put(
    '/gallery/:id',
    route.byId('Renames a gallery image or sets its note', galleryRecord, { body: galleryUpdateInput }),
    async (request) =>
      withNotice(request, 'recordUpdated', await updateGalleryImage(db, request.params.id, request.body)),
  );

  app.delete(
    '/gallery/:id',
    route.removeById('Deletes an image and its files (409 galleryImageInUse while anything shows it)'),
    async (request) => {
      await deleteGalleryImage(db, request.server.storage, request.params.id, (usage) =>
        describeUsage(usage, request.lang),
      );
      return noticeOnly(request);
    },
  );
};
