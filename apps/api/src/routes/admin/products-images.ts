import multipart from '@fastify/multipart';
import {
  adminProductRecord,
  type NoticeKey,
  PRODUCT_IMAGES_FIELD,
  PRODUCT_SLOT_IMAGE_FIELD,
  productImageLinkInput,
  productImageList,
  productImageOrderInput,
  productImageParams,
  productImageUpdateInput,
  productSlotParams,
  translate,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { fieldErrors } from '../../lib/zod-messages.ts';
import { IMAGE_MAX_BYTES } from '../../modules/media/images.ts';
import {
  addProductImages,
  clearProductSlotImage,
  deleteProductImage,
  linkProductImages,
  MAX_IMAGES_PER_UPLOAD,
  reorderProductImages,
  setProductSlotImage,
  type UploadedFile,
  updateProductImage,
} from '../../modules/products/images.service.ts';
import { getProduct } from '../../modules/products/products.service.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin product images');

/** Reads every file part of a multipart body (text parts are ignored). */
async function readFiles(request: FastifyRequest, field: string): Promise<UploadedFile[]> {
  return (await readMultipart(request, field)).files;
}

/**
 * Product images (the gallery of `product/{id}`), the poster and the SEO image. Uploads are
 * multipart; every file goes through the media module (type by content, SVG sanitised, resized
 * webp variants). Contract: docs/api/admin-products.md "Images".
 */
export const adminProductImagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Scoped to this plugin: multipart bodies are read only here.
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: MAX_IMAGES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1000,
      parts: 30,
    },
  });

  // The slot routes answer the product as it is after the change.
  const productAfter = async (id: number, request: FastifyRequest, notice: `notices.${NoticeKey}`) => ({
    data: await getProduct(db, id),
    message: translate(request.lang, notice),
  });

  app.post(
    '/products/:id/images',
    {
      bodyLimit: MAX_IMAGES_PER_UPLOAD * IMAGE_MAX_BYTES + 256 * 1024,
      ...route.created(
        `Uploads images (multipart, up to ${MAX_IMAGES_PER_UPLOAD} files in \`${PRODUCT_IMAGES_FIELD}\`)`,
        productImageList,
        {
          description:
            'multipart: jpeg, png, jpg, svg or webp, checked by content; stored as 1200 px and 400 px webp (SVG sanitised). JSON `productImageLinkInput` `{ urls }`: images picked from the gallery, linked without a copy. Answers every image of the product in display order.',
          consumes: ['multipart/form-data'],
          params: productSlotParams.pick({ id: true }),
        },
      ),
    },
    async (request, reply) => {
      let data: Awaited<ReturnType<typeof linkProductImages>>;
      if (request.isMultipart()) {
        const files = await readFiles(request, PRODUCT_IMAGES_FIELD);
        data = await addProductImages(db, request.server.storage, request.params.id, files);
      } else {
        // Gallery picks: validated here since one route takes either body.
        const parsed = productImageLinkInput.safeParse(request.body);
        if (!parsed.success) throw validationFailed(fieldErrors(parsed.error.issues, request.lang));
        data = await linkProductImages(db, request.params.id, parsed.data.urls);
      }
      return reply.status(201).send(withNotice(request, 'imageUploaded', data));
    },
  );

  app.put(
    '/products/:id/images/order',
    route.ok('Saves the display order of the images (every image id of the product)', productImageList, {
      params: productSlotParams.pick({ id: true }),
      body: productImageOrderInput,
    }),
    async (request) =>
      withNotice(
        request,
        'imagesReordered',
        await reorderProductImages(db, request.params.id, request.body.ids),
      ),
  );

  app.put(
    '/products/:id/images/:imageId',
    route.ok("Sets an image's alternative text {en, ar}", productImageList, {
      params: productImageParams,
      body: productImageUpdateInput,
    }),
    async (request) =>
      withNotice(
        request,
        'recordUpdated',
        await updateProductImage(db, request.params.id, request.params.imageId, request.body.alt),
      ),
  );

  app.delete(
    '/products/:id/images/:imageId',
    route.ok('Deletes an image and its stored files; answers the remaining images', productImageList, {
      params: productImageParams,
    }),
    async (request) =>
      withNotice(
        request,
        'imageDeleted',
        await deleteProductImage(db, request.server.storage, request.params.id, request.params.imageId),
      ),
  );

  app.post(
    '/products/:id/:slot',
    {
      bodyLimit: IMAGE_MAX_BYTES + 256 * 1024,
      ...route.ok(
        `Uploads the poster or the SEO image (multipart, one file in \`${PRODUCT_SLOT_IMAGE_FIELD}\`)`,
        adminProductRecord,
        { consumes: ['multipart/form-data'], params: productSlotParams },
      ),
    },
    async (request) => {
      const files = await readFiles(request, PRODUCT_SLOT_IMAGE_FIELD);
      const [file] = files;
      if (!file?.data.length)
        throw new AppError(422, 'fileRequired', undefined, { [PRODUCT_SLOT_IMAGE_FIELD]: ['fileRequired'] });
      if (files.length > 1)
        throw new AppError(422, 'tooManyFiles', undefined, { [PRODUCT_SLOT_IMAGE_FIELD]: ['tooManyFiles'] });
      await setProductSlotImage(db, request.server.storage, request.params.id, request.params.slot, file);
      return productAfter(request.params.id, request, 'notices.imageUploaded');
    },
  );

  app.delete(
    '/products/:id/:slot',
    route.ok(
      'Removes the poster or the SEO image (and its file when it was uploaded here)',
      adminProductRecord,
      {
        params: productSlotParams,
      },
    ),
    async (request) => {
      await clearProductSlotImage(db, request.server.storage, request.params.id, request.params.slot);
      return productAfter(request.params.id, request, 'notices.imageDeleted');
    },
  );
};
