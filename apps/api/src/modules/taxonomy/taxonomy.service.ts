import type {
  AdminCategoryListQuery,
  CategoryInput,
  CategoryRecord,
  LanguageCode,
  ListMeta,
  Localized,
  MainCategoryRecord,
  RecordStatus,
  TaxonInput,
  TaxonListQuery,
  TaxonRecord,
  TaxonSort,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { containsPattern, listMetaOf, pageWindow, parseSort } from '../admins/list-page.ts';
import { assertNamesFree, localizedSort, uniqueNameRace } from '../localized-text.ts';
import { columnsOf, sqlTimestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { insertWithUniqueSlug } from '../slugs.ts';

/**
 * Brands, main categories and categories in the back office. The three tables share one shape
 * (bilingual name, slug, description, status, image, position), so one service serves them,
 * parameterised by `TaxonKind`. SPEC 5: names required, more than 3 characters (zod), unique per
 * language case-insensitively (checked here, with the unique indexes as the final guard), status
 * and image required. Deleting refuses with 409 while products (or categories) still use the row.
 */
export type TaxonKind = 'brands' | 'main_categories' | 'categories';

interface TaxonRow extends Record<string, unknown> {
  id: number;
  name: Localized;
  slug: string;
  description: Localized | null;
  status: RecordStatus;
  image: string;
  position: number;
  product_count: number;
  category_count?: number;
  main_category_id?: number;
  main_category?: { id: number; name: Localized; slug: string };
  created_at: Date;
  updated_at: Date;
}

const ident = (kind: TaxonKind) => sql.identifier(kind);

/** Products that use the row (all statuses: the admin sees every product). */
function productCount(kind: TaxonKind): SQL {
  switch (kind) {
    case 'brands':
      return sql`(select count(*)::int from products p where p.brand_id = t.id)`;
    case 'categories':
      return sql`(select count(*)::int from products p where p.category_id = t.id)`;
    case 'main_categories':
      return sql`(select count(*)::int from products p join categories c on c.id = p.category_id where c.main_category_id = t.id)`;
  }
}

function selectSql(kind: TaxonKind): SQL {
  const extra =
    kind === 'main_categories'
      ? sql`, (select count(*)::int from categories c where c.main_category_id = t.id) as category_count`
      : kind === 'categories'
        ? sql`, t.main_category_id, (select jsonb_build_object('id', m.id, 'name', m.name, 'slug', m.slug)
              from main_categories m where m.id = t.main_category_id) as main_category`
        : sql``;
  return sql`select t.id, t.name, t.slug, t.description, t.status, t.image, t.position, t.created_at,
    t.updated_at, ${productCount(kind)} as product_count ${extra} from ${ident(kind)} t`;
}

function toRecord(row: TaxonRow): TaxonRecord {
  return {
    ...columnsOf(row, ['id', 'name', 'slug', 'description', 'status', 'image', 'position']),
    productCount: row.product_count,
    ...sqlTimestampsOf(row),
  };
}

function toMainCategory(row: TaxonRow): MainCategoryRecord {
  return { ...toRecord(row), categoryCount: row.category_count ?? 0 };
}

function toCategory(row: TaxonRow): CategoryRecord {
  if (!row.main_category) throw new Error('category without main category');
  return { ...toRecord(row), mainCategory: row.main_category };
}

export function orderBy(sort: TaxonSort, lang: LanguageCode): SQL {
  const { key, desc } = parseSort<'name' | 'position' | 'created_at' | 'products'>(sort);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const column: Record<typeof key, SQL> = {
    name: localizedSort(sql`t.name`, lang),
    position: sql`t.position`,
    created_at: sql`t.created_at`,
    products: sql`product_count`,
  };
  return sql`order by ${column[key]} ${dir}, t.id ${dir}`;
}

async function listRows(
  db: Db,
  kind: TaxonKind,
  query: TaxonListQuery & { mainCategoryId?: number },
  lang: LanguageCode,
): Promise<{ rows: TaxonRow[]; meta: ListMeta }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const like = containsPattern(query.search);
    conditions.push(
      sql`(t.name ->> 'en' ilike ${like} or t.name ->> 'ar' ilike ${like} or t.slug ilike ${like})`,
    );
  }
  if (query.status) conditions.push(sql`t.status = ${query.status}`);
  if (kind === 'categories' && query.mainCategoryId) {
    conditions.push(sql`t.main_category_id = ${query.mainCategoryId}`);
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const window = await pageWindow(db, query);
  const [{ rows }, counted] = await Promise.all([
    db.execute<TaxonRow>(
      sql`${selectSql(kind)} ${where} ${orderBy(query.sort, lang)} limit ${window.perPage} offset ${window.offset}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from ${ident(kind)} t ${where}`),
  ]);
  return { rows, meta: listMetaOf(window, counted.rows[0]?.total ?? 0) };
}

async function loadRow(db: Db, kind: TaxonKind, id: number): Promise<TaxonRow> {
  const { rows } = await db.execute<TaxonRow>(sql`${selectSql(kind)} where t.id = ${id} limit 1`);
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

async function assertMainCategoryExists(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`select 1 from main_categories where id = ${id}`);
  if (!rows.length) throw validationFailed({ mainCategoryId: ['validation.notFoundRef'] });
}

async function insertRow(db: Db, kind: TaxonKind, input: TaxonInput & { mainCategoryId?: number }) {
  await assertNamesFree(db, kind, input.name);
  if (kind === 'categories') await assertMainCategoryExists(db, input.mainCategoryId ?? 0);
  const description = input.description ? JSON.stringify(input.description) : null;
  const { rows } = await insertWithUniqueSlug(
    db,
    kind,
    input.name.en,
    (slug) =>
      db
        .execute<{ id: number }>(
          kind === 'categories'
            ? sql`insert into categories (main_category_id, name, slug, description, status, image, position)
                values (${input.mainCategoryId}, ${JSON.stringify(input.name)}::jsonb, ${slug}, ${description}::jsonb,
                  ${input.status}, ${input.image}, ${input.position}) returning id`
            : sql`insert into ${ident(kind)} (name, slug, description, status, image, position)
                values (${JSON.stringify(input.name)}::jsonb, ${slug}, ${description}::jsonb, ${input.status},
                  ${input.image}, ${input.position}) returning id`,
        )
        .catch(uniqueNameRace(kind)),
    () => assertNamesFree(db, kind, input.name),
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`${kind} not inserted`);
  return loadRow(db, kind, id);
}

/** PUT replaces the editable fields; the slug stays as created, so shared links keep working. */
async function updateRow(
  db: Db,
  kind: TaxonKind,
  id: number,
  input: TaxonInput & { mainCategoryId?: number },
) {
  await loadRow(db, kind, id);
  await assertNamesFree(db, kind, input.name, id);
  if (kind === 'categories') await assertMainCategoryExists(db, input.mainCategoryId ?? 0);
  const description = input.description ? JSON.stringify(input.description) : null;
  await db
    .execute(sql`update ${ident(kind)} set name = ${JSON.stringify(input.name)}::jsonb,
      description = ${description}::jsonb, status = ${input.status}, image = ${input.image},
      position = ${input.position}, updated_at = now()
      ${kind === 'categories' ? sql`, main_category_id = ${input.mainCategoryId}` : sql``}
      where id = ${id}`)
    .catch(uniqueNameRace(kind));
  return loadRow(db, kind, id);
}

/**
 * Deletes a row nothing depends on. Products (and, for a main category, its categories) block
 * the delete with a 409 naming how many; menu items that list the row go with it (they only
 * point at it). The delete runs in a transaction that locks the row first, and the foreign keys
 * (ON DELETE RESTRICT) stay the final guard against a product added meanwhile.
 */
async function deleteRow(db: Db, kind: TaxonKind, id: number): Promise<void> {
  await db
    .transaction(async (tx) => {
      const locked = await tx.execute(sql`select id from ${ident(kind)} where id = ${id} for update`);
      if (!locked.rows.length) throw notFound();
      if (kind === 'main_categories') {
        const { rows } = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from categories where main_category_id = ${id}`,
        );
        const n = rows[0]?.n ?? 0;
        if (n > 0) throw new AppError(409, 'mainCategoryInUse', { count: n });
      } else {
        const column = kind === 'brands' ? sql`brand_id` : sql`category_id`;
        const { rows } = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from products where ${column} = ${id}`,
        );
        const n = rows[0]?.n ?? 0;
        if (n > 0) throw new AppError(409, kind === 'brands' ? 'brandInUse' : 'categoryInUse', { count: n });
      }
      await tx.execute(sql`delete from ${ident(kind)} where id = ${id}`);
    })
    .catch((error: unknown) => {
      if (pgError(error).code === '23503') {
        throw new AppError(
          409,
          kind === 'brands' ? 'brandInUse' : kind === 'categories' ? 'categoryInUse' : 'mainCategoryInUse',
          {
            count: 1,
          },
        );
      }
      throw error;
    });
}

/**
 * The service of one taxonomy table's CRUD resource (ADR 0040): the same five operations for
 * brands, main categories and categories, each row shaped into its record by `shape`.
 */
function taxonService<Item, Query extends TaxonListQuery, Input extends TaxonInput>(
  kind: TaxonKind,
  shape: (row: TaxonRow) => Item,
) {
  return {
    async list({ db, lang }: RequestContext, query: Query): Promise<{ items: Item[]; meta: ListMeta }> {
      const { rows, meta } = await listRows(db, kind, query, lang);
      return { items: rows.map(shape), meta };
    },
    read: async ({ db }: RequestContext, id: number) => shape(await loadRow(db, kind, id)),
    create: async ({ db }: RequestContext, input: Input) => shape(await insertRow(db, kind, input)),
    update: async ({ db }: RequestContext, id: number, input: Input) =>
      shape(await updateRow(db, kind, id, input)),
    remove: ({ db }: RequestContext, id: number) => deleteRow(db, kind, id),
  };
}

export const brandsService = taxonService<TaxonRecord, TaxonListQuery, TaxonInput>('brands', toRecord);
export const mainCategoriesService = taxonService<MainCategoryRecord, TaxonListQuery, TaxonInput>(
  'main_categories',
  toMainCategory,
);
export const categoriesService = taxonService<CategoryRecord, AdminCategoryListQuery, CategoryInput>(
  'categories',
  toCategory,
);
