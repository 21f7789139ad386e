import multipart from '@fastify/multipart';
import {
  envelope,
  GALLERY_FILES_FIELD,
  GALLERY_FILES_PER_UPLOAD,
  galleryDetails,
  galleryList,
  galleryListQuery,
  galleryRecord,
  galleryUpdateInput,
  idParams,
  type LanguageCode,
  translate,
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

const tags = ['admin gallery'];

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
const security = [{ bearer: [] }];

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
      schema: {
        tags,
        security,
        summary: `Uploads images (multipart, up to ${GALLERY_FILES_PER_UPLOAD} files in \`${GALLERY_FILES_FIELD}\`)`,
        description:
          'jpeg, png, jpg, svg or webp, checked by content; stored as 1200 px and 400 px webp (SVG sanitised).',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(z.array(galleryRecord)) },
      },
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
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.imageUploaded') });
    },
  );

  app.get(
    '/gallery',
    {
      schema: {
        tags,
        security,
        summary: 'Gallery images, newest first, with search and type filter',
        querystring: galleryListQuery,
        response: { 200: envelope(galleryList) },
      },
    },
    async (request) => ({ data: await listGallery(db, request.query) }),
  );

  app.get(
    '/gallery/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One gallery image and where it is used',
        params: idParams,
        response: { 200: envelope(galleryDetails) },
      },
    },
    async (request) => ({ data: await getGalleryImage(db, request.params.id) }),
  );

  app.put(
    '/gallery/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Renames a gallery image or sets its note',
        params: idParams,
        body: galleryUpdateInput,
        response: { 200: envelope(galleryRecord) },
      },
    },
    async (request) => ({
      data: await updateGalleryImage(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/gallery/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an image and its files (409 galleryImageInUse while anything shows it)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteGalleryImage(db, request.server.storage, request.params.id, (usage) =>
        describeUsage(usage, request.lang),
      );
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
