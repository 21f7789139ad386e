import type { Localized, ProductImageRecord } from '@shop/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { galleryImages, productImages, products } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import type { FileStorage } from '../files/storage.ts';
import { type ProcessedImage, processImageUpload, removeImageFiles } from '../media/images.ts';
import { localizedOrNull } from './html.ts';
import { PRODUCT_IMAGE_FOLDER, removeOwnedImages } from './products.service.ts';

/** A product's gallery holds at most this many images. */
export const MAX_PRODUCT_IMAGES = 30;
/** Files per upload request. */
export const MAX_IMAGES_PER_UPLOAD = 10;

export interface UploadedFile {
  data: Buffer;
  filename?: string;
}

async function imagesOf(db: DbOrTx, productId: number): Promise<ProductImageRecord[]> {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    thumbUrl: r.thumbUrl,
    alt: r.alt ?? null,
    position: r.position,
  }));
}

/** A change to an existing product's image list, in one transaction, answered with the list. */
async function changeImages(
  db: Db,
  productId: number,
  change: (tx: Tx) => Promise<void>,
): Promise<ProductImageRecord[]> {
  return db.transaction(async (tx) => {
    await assertProduct(tx, productId);
    await change(tx);
    return imagesOf(tx, productId);
  });
}

async function assertProduct(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ id: products.id, posterImage: products.posterImage, seoImage: products.seoImage })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw notFound();
  return row;
}

/** Runs every file through the media pipeline; if one fails, the ones already stored are removed. */
async function processAll(
  storage: FileStorage,
  files: UploadedFile[],
  field: string,
): Promise<ProcessedImage[]> {
  const done: ProcessedImage[] = [];
  try {
    for (const file of files)
      done.push(
        await processImageUpload(file.data, {
          storage,
          folder: PRODUCT_IMAGE_FOLDER,
          field,
          filename: file.filename,
        }),
      );
    return done;
  } catch (error) {
    await removeImageFiles(
      storage,
      done.flatMap((d) => [d.url, d.thumbUrl]),
    );
    throw error;
  }
}

/** Adds uploaded images at the end of the product's gallery (SPEC 5 image types, by content). */
export async function addProductImages(
  db: Db,
  storage: FileStorage,
  productId: number,
  files: UploadedFile[],
): Promise<ProductImageRecord[]> {
  await assertProduct(db, productId);
  if (!files.length) throw new AppError(422, 'fileRequired', undefined, { images: ['fileRequired'] });
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  if ((count?.n ?? 0) + files.length > MAX_PRODUCT_IMAGES)
    throw validationFailed({ images: [`validation.max|${JSON.stringify({ max: MAX_PRODUCT_IMAGES })}`] });
  const processed = await processAll(storage, files, 'images');
  try {
    return await db.transaction(async (tx) => {
      await appendRows(
        tx,
        productId,
        processed.map((p) => ({ url: p.url, thumbUrl: p.thumbUrl })),
      );
      return imagesOf(tx, productId);
    });
  } catch (error) {
    await removeImageFiles(
      storage,
      processed.flatMap((p) => [p.url, p.thumbUrl]),
    );
    throw error;
  }
}

/** Appends rows for already stored images, in order, under the product's row lock. */
async function appendRows(tx: DbOrTx, productId: number, rows: { url: string; thumbUrl: string | null }[]) {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const [last] = await tx
    .select({
      max: sql<number>`coalesce(max(${productImages.position}), -1)::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  if ((last?.n ?? 0) + rows.length > MAX_PRODUCT_IMAGES)
    throw validationFailed({ images: [`validation.max|${JSON.stringify({ max: MAX_PRODUCT_IMAGES })}`] });
  const start = (last?.max ?? -1) + 1;
  await tx.insert(productImages).values(rows.map((r, i) => ({ productId, ...r, position: start + i })));
}

/**
 * Adds images picked from the gallery (or any public URL): no upload, no copy. A gallery image
 * brings its thumbnail. These files are the gallery's and are never deleted with the product.
 */
export async function linkProductImages(
  db: Db,
  productId: number,
  urls: string[],
): Promise<ProductImageRecord[]> {
  return changeImages(db, productId, async (tx) => {
    const known = await tx
      .select({ url: galleryImages.url, thumbUrl: galleryImages.thumbUrl })
      .from(galleryImages)
      .where(inArray(galleryImages.url, urls));
    await appendRows(
      tx,
      productId,
      urls.map((url) => ({ url, thumbUrl: known.find((k) => k.url === url)?.thumbUrl ?? null })),
    );
  });
}

/** Sets an image's alternative text (both languages; empty clears it). */
export async function updateProductImage(
  db: Db,
  productId: number,
  imageId: number,
  alt: Localized | null | undefined,
): Promise<ProductImageRecord[]> {
  const [row] = await db
    .update(productImages)
    .set({ alt: localizedOrNull(alt) })
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ id: productImages.id });
  if (!row) throw notFound();
  return imagesOf(db, productId);
}

/** New display order: `ids` must be exactly the product's images. */
export async function reorderProductImages(
  db: Db,
  productId: number,
  ids: number[],
): Promise<ProductImageRecord[]> {
  return changeImages(db, productId, async (tx) => {
    const current = await imagesOf(tx, productId);
    const mine = new Set(current.map((i) => i.id));
    if (ids.length !== mine.size || ids.some((id) => !mine.has(id)))
      throw validationFailed({ ids: ['validation.invalid'] });
    for (const [position, id] of ids.entries())
      await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  });
}

/** Deletes one image and its stored files. */
export async function deleteProductImage(
  db: Db,
  storage: FileStorage,
  productId: number,
  imageId: number,
): Promise<ProductImageRecord[]> {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  if (!row) throw notFound();
  await removeOwnedImages(storage, [row.url, row.thumbUrl]);
  return imagesOf(db, productId);
}

export type ImageSlot = 'poster' | 'seo-image';
const slotColumn = { poster: 'posterImage', 'seo-image': 'seoImage' } as const;

/**
 * Uploads the poster or the SEO image (one file), replacing the previous one; the replaced file is
 * removed when this module had uploaded it. Only the main (≤ 1200 px) variant is kept for a slot.
 */
export async function setProductSlotImage(
  db: Db,
  storage: FileStorage,
  productId: number,
  slot: ImageSlot,
  file: UploadedFile,
): Promise<string> {
  const before = await assertProduct(db, productId);
  const [processed] = await processAll(storage, [file], 'file');
  if (!processed) throw new Error('image not processed');
  const column = slotColumn[slot];
  const updated = await db
    .update(products)
    .set({ [column]: processed.url })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!updated.length) {
    await removeImageFiles(storage, [processed.url, processed.thumbUrl]);
    throw notFound();
  }
  // The slot shows only the main image; its thumbnail is not needed.
  await removeImageFiles(storage, [processed.thumbUrl]);
  await removeOwnedImages(storage, [before[column]]);
  return processed.url;
}

export async function clearProductSlotImage(
  db: Db,
  storage: FileStorage,
  productId: number,
  slot: ImageSlot,
) {
  const before = await assertProduct(db, productId);
  const column = slotColumn[slot];
  await db
    .update(products)
    .set({ [column]: null })
    .where(eq(products.id, productId));
  await removeOwnedImages(storage, [before[column]]);
}
