import {
  basePrice,
  type CartCandidate,
  cartLineId,
  choicesTotal,
  type LanguageCode,
  type Localized,
  type OptionSelection,
  pickLocalized,
} from '@shop/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ChosenOption } from '../../db/schema/index.ts';

/*
 * What the cart, the quote and the order read of the catalogue for their lines, in one statement
 * for any number of products: prices, stock, caps, tax rate, variants and option groups. The
 * price of a line is the shared rule's (`basePrice`, `choicesTotal`: ADR 0050), on these rows.
 */

export interface CatalogueVariant {
  id: number;
  code: string;
  status: string;
  qty: number;
  price: number;
  image: string | null;
  /** The variant's values in the attributes' order ("Navy", "M"). */
  values: Localized[];
}

export interface CatalogueChoice {
  id: number;
  name: Localized;
  priceDelta: number;
}

export interface CatalogueOptionGroup {
  id: number;
  name: Localized;
  minSelect: number;
  maxSelect: number;
  required: boolean;
  choices: CatalogueChoice[];
}

export interface CatalogueItem {
  id: number;
  slug: string;
  title: Localized;
  sku: string;
  status: string;
  qty: number;
  hasVariants: boolean;
  price: number;
  discountPrice: number | null;
  maxPerProduct: number;
  /** The product's tax group's rate, else the default group's, else 0. */
  taxRate: number;
  image: string | null;
  /** The variants read (all, or those the lines name). */
  variants: CatalogueVariant[];
  variantCount: number;
  optionGroups: CatalogueOptionGroup[];
}

/**
 * The catalogue rows of `productIds` (missing ones are absent from the map). `variantIds` limits
 * the variants read to those the lines name (a product may have dozens); `variantCount` still
 * counts them all, which is what "sold in variants" needs.
 */
export async function loadCatalogueItems(
  db: DbOrTx,
  productIds: readonly number[],
  variantIds?: readonly (number | null)[],
): Promise<Map<number, CatalogueItem>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const wanted = variantIds ? [...new Set(variantIds.filter((v): v is number => v !== null))] : null;
  const variantFilter =
    wanted === null
      ? sql``
      : wanted.length === 0
        ? sql` and false`
        : sql` and v.id in (${sql.join(
            wanted.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const { rows } = await db.execute<{ item: CatalogueItem }>(sql`
    select ${itemJson(variantFilter)} as item
    from products p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return itemMap(rows.map((r) => r.item));
}

/** A stored cart line as `cart_items` holds it (the columns the cart and the checkout read). */
export interface StoredCartLine {
  id: number;
  cartId: number;
  productId: number;
  variantId: number | null;
  qty: number;
  options: ChosenOption[];
  lineKey: string;
}

/**
 * The lines of cart `cartId`, oldest first, and the catalogue rows they name (only their
 * variants), in one statement: what the cart, the quote and the order read on every call.
 */
export async function loadCartCatalogue(db: DbOrTx, cartId: number): Promise<CartCatalogue> {
  const id = sql`${cartId}`;
  const { rows } = await db.execute<CartCatalogueJson>(
    sql`select ${cartLinesJson(id)} as lines, ${cartItemsJson(id)} as items`,
  );
  return cartCatalogueOf(rows[0]);
}

export interface CartCatalogue {
  lines: StoredCartLine[];
  items: Map<number, CatalogueItem>;
}

/** The two json columns `cartLinesJson` and `cartItemsJson` read. */
export interface CartCatalogueJson extends Record<string, unknown> {
  lines: StoredCartLine[];
  items: CatalogueItem[];
}

export const cartCatalogueOf = (row: CartCatalogueJson | undefined): CartCatalogue => ({
  lines: row?.lines ?? [],
  items: itemMap(row?.items ?? []),
});

/** The stored lines of the cart whose id `cartId` is (a value or a column), as a json column. */
export const cartLinesJson = (cartId: SQL | AnyColumn) => sql<
  StoredCartLine[]
>`coalesce((select json_agg(json_build_object(
      'id', ci.id, 'cartId', ci.cart_id, 'productId', ci.product_id, 'variantId', ci.variant_id,
      'qty', ci.qty, 'options', ci.options, 'lineKey', ci.line_key) order by ci.id)
    from cart_items ci where ci.cart_id = ${cartId}), '[]'::json)`;

/** The catalogue rows of those lines' products (only the variants they name), as a json column. */
export const cartItemsJson = (cartId: SQL | AnyColumn) => sql<
  CatalogueItem[]
>`coalesce((select json_agg(${itemJson(
  sql` and v.id in (select ci.variant_id from cart_items ci where ci.cart_id = ${cartId})`,
)})
    from products p
    where p.id in (select ci.product_id from cart_items ci where ci.cart_id = ${cartId})), '[]'::json)`;

const itemMap = (items: CatalogueItem[]) =>
  new Map(items.map((item) => [item.id, { ...item, taxRate: Number(item.taxRate) }]));

/**
 * One product's catalogue row as json (`p` is the product), its variants limited by `variantFilter`.
 * json, not jsonb: it is only sent to the API, and jsonb's building (sorting and de-duplicating
 * keys) cost a quarter of the cart's catalogue read (ADR 0053 "Fifth pass").
 */
function itemJson(variantFilter: SQL) {
  return sql`json_build_object(
      'id', p.id, 'slug', p.slug, 'title', p.title, 'sku', p.sku, 'status', p.status, 'qty', p.qty,
      'hasVariants', p.has_variants, 'price', p.price, 'discountPrice', p.discount_price,
      'maxPerProduct', coalesce(p.max_per_product, (select s.max_quantity_per_product from site_settings s where s.id = 1), 1),
      'taxRate', coalesce((select g.rate from tax_groups g where g.id = p.tax_group_id),
                          (select g.rate from tax_groups g where g.is_default), 0),
      'image', coalesce((select coalesce(i.thumb_url, i.url) from product_images i where i.product_id = p.id
                         order by i.position, i.id limit 1), p.poster_image),
      'variants', coalesce((select json_agg(json_build_object(
          'id', v.id, 'code', v.code, 'status', v.status, 'qty', v.qty, 'price', v.price, 'image', v.image,
          'values', coalesce((select json_agg(coalesce(av.name::json, json_build_object('en', o.value, 'ar', o.value))
                                               order by a.position nulls last, o.key)
                              from jsonb_each_text(v.options) o
                              left join variant_attributes a on a.code = o.key
                              left join variant_attribute_values av on av.attribute_id = a.id and av.code = o.value),
                             '[]'::json)) order by v.position, v.id)
        from product_variants v where v.product_id = p.id${variantFilter}), '[]'::json),
      'variantCount', (select count(*) from product_variants v where v.product_id = p.id),
      'optionGroups', coalesce((select json_agg(json_build_object(
          'id', g.id, 'name', g.name, 'minSelect', g.min_select, 'maxSelect', g.max_select, 'required', g.required,
          'choices', coalesce((select json_agg(json_build_object('id', ch.id, 'name', ch.name, 'priceDelta', ch.price_delta)
                                                order by ch.position, ch.id)
                               from option_choices ch where ch.option_group_id = g.id), '[]'::json))
          order by pog.position, g.id)
        from product_option_groups pog join option_groups g on g.id = pog.option_group_id
        where pog.product_id = p.id), '[]'::json)
    )`;
}

/** A line the buyer asks for: product, variant, chosen choices, quantity. */
export interface LineRequest {
  productId: number;
  variantId: number | null;
  choiceIds: readonly number[];
}

/** A line read against the catalogue: what it is, what it costs one unit, how many can be had. */
export interface ResolvedLine {
  lineId: string;
  item: CatalogueItem;
  variant: CatalogueVariant | null;
  choices: CatalogueChoice[];
  selection: OptionSelection;
  /** One unit before options; undefined while a product sold in variants has none chosen. */
  unitPrice: number | undefined;
  optionsPrice: number;
  stock: number;
  /** The variant named does not belong to the product. */
  unknownVariant: boolean;
}

/** A product needs a variant when it is sold in variants and has some. */
const needsVariant = (item: CatalogueItem) => item.hasVariants && item.variantCount > 0;

const sellable = (status: string, qty: number) => (status === 'available' ? Math.max(0, qty) : 0);

export function resolveLine(item: CatalogueItem, request: LineRequest): ResolvedLine {
  const variant =
    request.variantId === null ? null : (item.variants.find((v) => v.id === request.variantId) ?? null);
  const unknownVariant = request.variantId !== null && variant === null;
  const selection: Record<number, number[]> = {};
  const choices: CatalogueChoice[] = [];
  for (const id of request.choiceIds) {
    const group = item.optionGroups.find((g) => g.choices.some((c) => c.id === id));
    const choice = group?.choices.find((c) => c.id === id);
    // A choice of no group of this product: kept under group 0, which `selectionExists` refuses.
    const groupId = group?.id ?? 0;
    selection[groupId] = [...(selection[groupId] ?? []), id];
    if (choice) choices.push(choice);
  }
  // A product out of stock or unavailable sells none of its variants either.
  const stock = item.status !== 'available' ? 0 : variant ? sellable(variant.status, variant.qty) : item.qty;
  const pricing = { hasVariants: needsVariant(item), price: item.price, discountPrice: item.discountPrice };
  return {
    lineId: cartLineId({ productId: item.id, variantId: variant?.id ?? null, choiceIds: request.choiceIds }),
    item,
    variant,
    choices,
    selection,
    unitPrice: unknownVariant ? undefined : basePrice(pricing, variant),
    optionsPrice: choicesTotal(choices),
    stock: Math.max(0, stock),
    unknownVariant,
  };
}

/** The line's product and variant as a buyer reads it: "Oxford shirt (Navy / M)". */
export function lineName(line: ResolvedLine, lang: LanguageCode): string {
  const title = pickLocalized(line.item.title, lang);
  const label = variantLabel(line.variant, lang);
  return label ? `${title} (${label})` : title;
}

export function variantLabel(variant: CatalogueVariant | null, lang: LanguageCode): string | null {
  if (!variant || variant.values.length === 0) return null;
  return variant.values.map((v) => pickLocalized(v, lang)).join(' / ');
}

/** The shared add-to-cart check's view of the line. */
export function candidateOf(line: ResolvedLine, quantity: unknown, lang: LanguageCode): CartCandidate {
  return {
    lineId: line.lineId,
    name: lineName(line, lang),
    quantity,
    variantChosen: !line.unknownVariant && (line.variant !== null || !needsVariant(line.item)),
    optionGroups: line.item.optionGroups.map((g) => ({
      id: g.id,
      name: pickLocalized(g.name, lang),
      minSelect: g.minSelect,
      maxSelect: g.maxSelect,
      required: g.required,
      choices: g.choices.map((c) => ({ id: c.id, priceDelta: c.priceDelta })),
    })),
    selection: line.selection,
    stock: line.stock,
    maxPerProduct: line.item.maxPerProduct,
  };
}
