import type {
  GalleryDetails,
  GalleryListQuery,
  GalleryRecord,
  GalleryUpdateInput,
  ListMeta,
} from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { galleryImages } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import type { FileStorage } from '../files/storage.ts';
import { processImageUpload, removeImageFiles } from '../media/images.ts';
import { columnsOf } from '../records.ts';

/**
 * The gallery (SPEC 2 admin `gallery`): a media library of uploaded images that every image
 * picker offers (brands, categories, menus, slides, pages, blogs…). Uploads go through the media
 * module — never a second copy of it. An image still used somewhere cannot be deleted (409).
 */
type Row = typeof galleryImages.$inferSelect;

function toRecord(row: Row): GalleryRecord {
  return {
    ...columnsOf(row, ['id', 'url', 'thumbUrl', 'name', 'mimeType', 'bytes', 'width', 'height', 'note']),
    uploadedByAdminId: row.uploadedByAdminId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface UploadedImage {
  data: Buffer;
  filename?: string;
}

/** One stored picture as the gallery records it: its files, its name and what it is. */
export interface GalleryFile {
  url: string;
  thumbUrl: string | null;
  name: string;
  mimeType: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

/** The name a picture is listed under: the file's own name without its folders. */
export function galleryName(filename: string | undefined): string {
  return (filename ?? '').split(/[\\/]/).pop()?.slice(0, 255) || 'image';
}

/**
 * Records stored pictures in the gallery, so every image picker offers them. Uploads and the demo
 * seed both come through here: a picture the shop shows is never missing from the gallery.
 * `adminId` is who uploaded them (null: shipped with the shop).
 */
export async function recordGalleryImages(
  db: Pick<Db, 'insert'>,
  files: GalleryFile[],
  adminId: number | null,
): Promise<GalleryRecord[]> {
  if (!files.length) return [];
  const rows = await db
    .insert(galleryImages)
    .values(files.map((file) => ({ ...file, uploadedByAdminId: adminId })))
    .returning();
  return rows.map(toRecord);
}

/** Processes and stores each file, then records them all; a refused file stores nothing. */
export async function uploadGalleryImages(
  db: Db,
  storage: FileStorage,
  adminId: number,
  files: UploadedImage[],
  field: string,
): Promise<GalleryRecord[]> {
  if (!files.length) throw new AppError(422, 'fileRequired', undefined, { [field]: ['fileRequired'] });
  const processed: Awaited<ReturnType<typeof processImageUpload>>[] = [];
  try {
    for (const file of files) {
      processed.push(
        await processImageUpload(file.data, { storage, folder: 'gallery', field, filename: file.filename }),
      );
    }
    return await recordGalleryImages(
      db,
      processed.map((image, i) => ({
        url: image.url,
        thumbUrl: image.thumbUrl,
        name: galleryName(files[i]?.filename),
        mimeType: image.mime,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
      })),
      adminId,
    );
  } catch (error) {
    await removeImageFiles(
      storage,
      processed.flatMap((p) => [p.url, p.thumbUrl]),
    ).catch(() => undefined);
    throw error;
  }
}

export async function listGallery(
  db: Db,
  query: GalleryListQuery,
): Promise<{ items: GalleryRecord[]; meta: ListMeta }> {
  const where = and(
    searchIn(query.search, [galleryImages.name, galleryImages.note]),
    query.mimeType ? eq(galleryImages.mimeType, query.mimeType) : undefined,
  );
  const order = orderOf(query.sort, galleryImages.id, {
    created_at: galleryImages.createdAt,
    name: sql`lower(${galleryImages.name})`,
    bytes: galleryImages.bytes,
  });
  return readTablePage(db, query, galleryImages, where, order, (rows) => rows.map(toRecord));
}

async function load(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Every place an image URL (or its thumbnail) can be referenced, with how many rows use it: image
 * columns (payment logos and the pictures ordered lines keep included), the menus' media
 * gallery, and the HTML of pages, blogs and content blocks. One query.
 */
export async function galleryUsage(
  db: Pick<Db, 'execute'>,
  urls: string[],
): Promise<{ resource: string; count: number }[]> {
  const list = `{${urls.map((u) => `"${u.replace(/["\\]/g, '')}"`).join(',')}}`;
  const any = (column: string) => sql`${sql.raw(column)} = any(${list}::text[])`;
  const inHtml = (column: string) =>
    sql`exists (select 1 from unnest(${list}::text[]) u where ${sql.raw(column)}::text like '%' || u || '%')`;
  const { rows } = await db.execute<{ resource: string; count: number }>(sql`
    select resource, count from (
      select 'brands' as resource, (select count(*)::int from brands where ${any('image')}) as count
      union all select 'main-categories', (select count(*)::int from main_categories where ${any('image')})
      union all select 'categories', (select count(*)::int from categories where ${any('image')})
      union all select 'menus', (select count(*)::int from menus where ${any('image')} or ${any('banner_image')}
        or ${any('poster_image')} or ${any('video')}
        or exists (select 1 from jsonb_array_elements_text(media_gallery) g where g = any(${list}::text[])))
      union all select 'slides', (select count(*)::int from slides where ${any('image')})
      union all select 'pages', (select count(*)::int from pages where ${any('image')} or ${inHtml('body')})
      union all select 'blogs', (select count(*)::int from blogs where ${any('image')} or ${inHtml('body')})
      union all select 'content-blocks', (select count(*)::int from content_blocks where ${any('image')} or ${inHtml('body')})
      union all select 'products', (select count(*)::int from products where ${any('poster_image')} or ${any('seo_image')})
      union all select 'product-images', (select count(*)::int from product_images where ${any('url')})
      union all select 'product-variants', (select count(*)::int from product_variants where ${any('image')})
      union all select 'settings', (select count(*)::int from site_settings where ${any('logo')})
      union all select 'email-settings', (select count(*)::int from email_settings where ${any('header_image')})
      union all select 'payment-methods', (select count(*)::int from payment_methods where ${any('logo')})
      union all select 'shipping-zones', (select count(*)::int from shipping_zones where ${any('image')})
      union all select 'order-items', (select count(*)::int from order_items where ${any('image')})
    ) usage where count > 0`);
  return rows;
}

export async function getGalleryImage(db: Db, id: number): Promise<GalleryDetails> {
  const row = await load(db, id);
  const urls = [row.url, ...(row.thumbUrl ? [row.thumbUrl] : [])];
  return { ...toRecord(row), usedBy: await galleryUsage(db, urls) };
}

export async function updateGalleryImage(
  db: Db,
  id: number,
  input: GalleryUpdateInput,
): Promise<GalleryRecord> {
  const [row] = await db
    .update(galleryImages)
    .set({ name: input.name, note: input.note })
    .where(eq(galleryImages.id, id))
    .returning();
  if (!row) throw notFound();
  return toRecord(row);
}

export type GalleryUsage = Awaited<ReturnType<typeof galleryUsage>>;

/**
 * Deletes the record and its stored files, unless something still shows the image (409). `describe`
 * words the usage for the refusal's message in the request's language (default: `brands: 1, …`).
 */
export async function deleteGalleryImage(
  db: Db,
  storage: FileStorage,
  id: number,
  describe: (usage: GalleryUsage) => string = (usage) =>
    usage.map((u) => `${u.resource}: ${u.count}`).join(', '),
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(galleryImages).where(eq(galleryImages.id, id)).for('update');
    if (!locked) throw notFound();
    const usage = await galleryUsage(tx, [locked.url, ...(locked.thumbUrl ? [locked.thumbUrl] : [])]);
    if (usage.length) {
      throw new AppError(
        409,
        'galleryImageInUse',
        { where: describe(usage) },
        { usedBy: usage.map((u) => u.resource) },
      );
    }
    await tx.delete(galleryImages).where(eq(galleryImages.id, id));
    return locked;
  });
  await removeImageFiles(storage, [row.url, row.thumbUrl]);
}
