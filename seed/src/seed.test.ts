import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  canMoveOrder,
  type OrderStatus,
  PRODUCT_ATTRIBUTE_FIELDS,
  productAttributesV3,
  type ReturnStatus,
  returnLineAmount,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, products, productVariants, salespeople, users } from '../../apps/api/src/db/schema/index.ts';
import { verifyPassword } from '../../apps/api/src/modules/auth/passwords.ts';
import { createTestDatabase, type TestDatabase } from '../../apps/api/src/test/db.ts';
import { planImages } from './assets.ts';
import { ean13, optionKey } from './build.ts';
import { SLIDES } from './data/content.ts';
import { DEMO_ACCOUNTS, type SeedSummary, seed } from './index.ts';

describe('demo seed', () => {
  let database: TestDatabase;
  let uploadsDir: string;
  let summary: SeedSummary;
  const count = async (table: string) => {
    const { rows } = await database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'shop-seed-'));
    summary = await seed(database.db, { uploadsDir, now: new Date('2026-11-01T10:00:00Z') });
  });
  afterAll(async () => {
    await database?.drop();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('fills every part of the shop that the storefront and back office show', async () => {
    expect(summary.products).toBeGreaterThanOrEqual(36);
    expect(await count('products')).toBe(summary.products);
    expect(await count('product_variants')).toBe(summary.variants);
    expect(summary.variants).toBeGreaterThan(100);
    for (const table of [
      'brands',
      'main_categories',
      'categories',
      'measure_units',
      'tax_groups',
      'tags',
      'option_groups',
      'option_choices',
      'variant_attributes',
      'menus',
      'menu_items',
      'slides',
      'pages',
      'blogs',
      'reviews',
      'email_settings',
      'shipping_zones',
      'shipping_rates',
      'payment_methods',
      'coupons',
      'addresses',
      'orders',
      'order_items',
      'order_status_history',
    ]) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
    // One default tax group, one settings row with the company profile and the generated files.
    const { rows } = await database.pool.query(
      'select project_name, logo, catalogue_pdf, approval_form_pdf from site_settings',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].project_name).toBe('Atlas Wholesale');
    for (const file of [rows[0].logo, rows[0].catalogue_pdf, rows[0].approval_form_pdf]) {
      expect(existsSync(path.join(uploadsDir, file.replace(/^\/uploads\//, '')))).toBe(true);
    }
    const pdf = readFileSync(path.join(uploadsDir, rows[0].approval_form_pdf.replace(/^\/uploads\//, '')));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('has bilingual catalogue text and menus at every placement', async () => {
    const { rows } = await database.pool.query(
      `select count(*)::int as n from products where coalesce(title->>'en', '') = '' or coalesce(title->>'ar', '') = ''
         or coalesce(description->>'ar', '') = '' or coalesce(extensive_description->>'ar', '') = ''`,
    );
    expect(rows[0].n).toBe(0);
    const placements = await database.pool.query('select distinct placement from menus order by placement');
    expect(placements.rows.map((r) => r.placement)).toEqual(['home', 'nav', 'nav-footer', 'footer']);
  });

  it('gives every home slide its title and subtitle in both languages, and pictures without words', async () => {
    const { rows } = await database.pool.query<{
      title: Record<string, string>;
      subtitle: Record<string, string> | null;
    }>('select title, subtitle from slides order by position');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const { title, subtitle } of rows) {
      expect(title.en?.trim(), JSON.stringify(title)).toBeTruthy();
      expect(title.ar, JSON.stringify(title)).toMatch(/[\u0600-\u06FF]/);
      expect(subtitle?.en?.trim(), JSON.stringify(subtitle)).toBeTruthy();
      expect(subtitle?.ar, JSON.stringify(subtitle)).toMatch(/[\u0600-\u06FF]/);
    }
    // The storefront lays the titles over the picture in the page's language: a word drawn into
    // the picture would be English on the Arabic home.
    const slideArt = planImages().tasks.filter((task) =>
      task.outputs.some((o) => o.file.startsWith('seed/slides/')),
    );
    expect(slideArt).toHaveLength(SLIDES.length);
    for (const task of slideArt) expect(task.svg).not.toMatch(/<text\b/);
  });

  it("writes SEO titles without the shop's name, which the storefront adds to every title once", async () => {
    const { rows } = await database.pool.query<{ title: string }>(
      `select t.value as title from products, jsonb_each_text(seo_title) t
       union all select t.value from pages, jsonb_each_text(meta_title) t`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => /(Atlas Wholesale|أطلس للجملة)$/.test(r.title))).toEqual([]);
  });

  it('writes every image the rows point at', async () => {
    const { rows } = await database.pool.query<{ url: string }>(
      `select url from product_images union all select thumb_url from product_images
       union all select image from brands union all select image from categories union all select image from slides`,
    );
    const missing = rows.filter((r) => !existsSync(path.join(uploadsDir, r.url.replace(/^\/uploads\//, ''))));
    expect(missing).toEqual([]);
  });

  it('keeps product stock equal to the sum of its variants and variant prices at or above the base', async () => {
    const { rows } = await database.pool.query(
      `select p.sku from products p join product_variants v on v.product_id = p.id
       group by p.id having p.qty <> sum(v.qty) or min(v.price) < p.price`,
    );
    expect(rows).toEqual([]);
  });

  it('gives every product the attributes of its attributes screen (ADR 0012), for the storefront', async () => {
    const rows = await database.db
      .select({ sku: products.sku, attributes: products.attributes })
      .from(products);
    for (const { sku, attributes } of rows) {
      expect(
        Object.keys(attributes).every((k) => PRODUCT_ATTRIBUTE_FIELDS[3].includes(k)),
        sku,
      ).toBe(true);
      expect(attributes.material, sku).toMatchObject({ en: expect.any(String), ar: expect.any(String) });
      expect(attributes.care_instructions, sku).toBeDefined();
      expect(productAttributesV3.safeParse(attributes).success, sku).toBe(true);
    }
    const polo = rows.find((r) => r.sku === 'NG-PL-PIQ')?.attributes;
    expect(polo).toMatchObject({ origin_country: 'GB', gender: 'men', size_range: 'S–XXL' });
  });

  it('keeps past orders that add up by the shop’s money rule, each reached by the moves it allows', async () => {
    const { rows } = await database.pool.query<{
      status: OrderStatus;
      sub_total: number;
      options_total: number;
      discount_total: number;
      vat_total: number;
      shipping_cost: number;
      grand_total: number;
      line_subtotals: number;
      line_vats: number;
      line_totals: number;
      moves: { from: OrderStatus | null; to: OrderStatus }[];
    }>(`
      select o.status, o.sub_total, o.options_total, o.discount_total, o.vat_total, o.shipping_cost, o.grand_total,
             (select sum(line_subtotal)::int from order_items i where i.order_id = o.id) as line_subtotals,
             (select sum(line_vat)::int from order_items i where i.order_id = o.id) as line_vats,
             (select sum(line_total)::int from order_items i where i.order_id = o.id) as line_totals,
             (select json_agg(json_build_object('from', h.from_status, 'to', h.to_status) order by h.created_at, h.id)
                from order_status_history h where h.order_id = o.id) as moves
      from orders o`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const o of rows) {
      expect(o.sub_total + o.options_total).toBe(o.line_subtotals);
      expect(o.grand_total).toBe(
        o.sub_total + o.options_total - o.discount_total + o.vat_total + o.shipping_cost,
      );
      const shippingVat = o.vat_total - o.line_vats;
      expect(o.grand_total).toBe(o.line_totals + o.shipping_cost + shippingVat);
      expect(o.moves[0]?.from).toBeNull();
      for (const move of o.moves.slice(1)) {
        expect(canMoveOrder(move.from ?? 'pending', move.to, 'admin'), `${move.from} → ${move.to}`).toBe(
          true,
        );
      }
      expect(o.moves.at(-1)?.to).toBe(o.status);
    }
  });

  it('invoices the delivered demo orders by the back office’s rules: numbered in turn, one printed', async () => {
    const { rows } = await database.pool.query<{
      invoice_number: string;
      status: OrderStatus;
      printed: boolean;
      total: number;
      grand_total: number;
      vat_total: number;
      order_vat: number;
      invoice_date: string;
      placed: string;
      line_totals: number;
      seller_vat: string;
    }>(`
      select i.invoice_number, o.status, i.printed_at is not null as printed, i.total, o.grand_total,
             i.vat_total, o.vat_total as order_vat, i.invoice_date::text, o.created_at::date::text as placed,
             (select sum((l->>'total')::int)::int from jsonb_array_elements(i.items) l) as line_totals,
             i.seller->>'vatNumber' as seller_vat
      from invoices i join orders o on o.id = i.order_id order by i.invoice_number`);
    expect(rows.map((r) => r.invoice_number)).toEqual(['INV-000001', 'INV-000002']);
    expect(rows.filter((r) => r.printed)).toHaveLength(1);
    const { rows: settings } = await database.pool.query('select vat_number from site_settings');
    for (const r of rows) {
      expect(['delivered', 'completed']).toContain(r.status);
      expect(r.total).toBe(r.grand_total);
      expect(r.vat_total).toBe(r.order_vat);
      expect(r.line_totals).toBe(r.total);
      expect(r.invoice_date >= r.placed).toBe(true);
      expect(r.seller_vat).toBe(settings[0].vat_number);
    }
    expect(await count('document_counters')).toBe(1);
  });

  it('keeps demo returns and collections within every rule the API holds (ADR 0057)', async () => {
    const { rows: requests } = await database.pool.query<{
      id: number;
      status: ReturnStatus;
      filed_by: string;
      days_after_delivery: number;
      refund_days: number;
      refund_total: number;
      refunded_amount: number;
      refund_payment_id: number | null;
      keyed: number | null;
      items: { qty: number; amount: number; line_total: number; line_qty: number }[];
    }>(`
      select r.id, r.status, r.filed_by, r.refund_total, r.refunded_amount, r.refund_payment_id,
             extract(epoch from r.created_at - (select max(h.created_at) from order_status_history h
               where h.order_id = r.order_id and h.to_status = 'delivered'))::float8 / 86400 as days_after_delivery,
             (select refund_days from site_settings where id = 1) as refund_days,
             (select k.amount from payment_refunds k where k.idempotency_key = 'shop-return-' || r.id || '-refund') as keyed,
             (select json_agg(json_build_object('qty', i.qty, 'amount', i.amount, 'line_total', l.line_total, 'line_qty', l.qty))
                from return_items i join order_items l on l.id = i.order_item_id where i.return_id = r.id) as items
      from returns r`);
    expect(new Set(requests.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
    for (const r of requests) {
      expect(r.filed_by).not.toBe('admin');
      expect(r.days_after_delivery).toBeGreaterThanOrEqual(0);
      expect(r.days_after_delivery).toBeLessThanOrEqual(r.refund_days);
      for (const item of r.items) {
        expect(item.qty).toBeGreaterThan(0);
        expect(item.amount).toBe(returnLineAmount(item.line_total, item.line_qty, item.qty));
      }
      expect(r.refund_total).toBe(r.items.reduce((sum, i) => sum + i.amount, 0));
      if (r.status === 'approved') {
        expect(r.refunded_amount).toBeGreaterThan(0);
        expect(r.refunded_amount).toBeLessThanOrEqual(r.refund_total);
        expect(r.keyed).toBe(r.refunded_amount);
        expect(r.refund_payment_id).not.toBeNull();
      } else expect(r.refunded_amount).toBe(0);
    }
    // Each line holds exactly the units of the requests not turned down, never more than delivered.
    const { rows: lines } = await database.pool.query<{ qty: number; returned_qty: number; held: number }>(`
      select l.qty, l.returned_qty,
             (select coalesce(sum(i.qty), 0)::int from return_items i join returns r on r.id = i.return_id
               where i.order_item_id = l.id and r.status not in ('rejected', 'refused')) as held
      from order_items l`);
    for (const line of lines) {
      expect(line.returned_qty).toBe(line.held);
      expect(line.returned_qty).toBeLessThanOrEqual(line.qty);
    }
    // Payments never refund more than they took; the order's refunds are the keyed ones.
    const { rows: paid } = await database.pool.query<{ captured: number; refunded: number; keyed: number }>(`
      select p.captured_amount as captured, p.refunded_amount as refunded,
             (select coalesce(sum(k.amount), 0)::int from payment_refunds k where k.payment_id = p.id) as keyed
      from payments p`);
    for (const p of paid) {
      expect(p.refunded).toBeLessThanOrEqual(p.captured);
      expect(p.refunded).toBe(p.keyed);
    }
    // Collections: each status shown; a confirmed one is its order's payment of the same amount;
    // what is still recorded fits what the order owes.
    const { rows: collected } = await database.pool.query<{
      status: string;
      amount: number;
      payment_amount: number | null;
      grand_total: number;
      net_paid: number;
      recorded: number;
    }>(`
      select c.status, c.amount, p.captured_amount as payment_amount, o.grand_total,
             (select coalesce(sum(q.captured_amount - q.refunded_amount), 0)::int from payments q where q.order_id = o.id) as net_paid,
             (select coalesce(sum(d.amount), 0)::int from collections d where d.order_id = o.id and d.status = 'recorded') as recorded
      from collections c join orders o on o.id = c.order_id left join payments p on p.id = c.payment_id`);
    expect(new Set(collected.map((c) => c.status))).toEqual(new Set(['recorded', 'confirmed', 'rejected']));
    for (const c of collected) {
      expect(c.amount).toBeGreaterThan(0);
      if (c.status === 'confirmed') expect(c.payment_amount).toBe(c.amount);
      else expect(c.payment_amount).toBeNull();
      expect(c.net_paid + c.recorded).toBeLessThanOrEqual(c.grand_total);
    }
  });

  it('creates the demo accounts with argon2id hashes of the printed passwords', async () => {
    const [superAdmin] = await database.db.select().from(admins).where(sql`${admins.isSuperAdmin}`);
    const superAccount = DEMO_ACCOUNTS[0];
    expect(superAdmin?.email).toBe(superAccount?.login);
    expect(superAdmin?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(superAdmin?.passwordHash, superAccount?.password ?? '')).toBe(true);
    expect(await verifyPassword(superAdmin?.passwordHash, 'wrong-password')).toBe(false);

    const customers = await database.db.select().from(users).orderBy(users.id);
    expect(customers.map((c) => Boolean(c.approvedAt))).toEqual([true, false]);
    expect(customers.every((c) => c.emailVerifiedAt)).toBe(true);
    const [rep] = await database.db.select().from(salespeople);
    expect(rep?.code).toBe('SP-001');
    expect(customers.every((c) => c.salespersonId === rep?.id)).toBe(true);
    expect(DEMO_ACCOUNTS.map((a) => a.login)).toEqual([
      'super@wholesale.test',
      'admin@wholesale.test',
      'sales@wholesale.test',
      'buyer@wholesale.test',
      'pending@wholesale.test',
    ]);
  });

  it('is refused by the database constraints when data would break the rules', async () => {
    const [product] = await database.db.select().from(products).limit(1);
    if (!product) throw new Error('no product');
    // SKU unique regardless of case (SPEC 5).
    await expect(
      database.db.insert(products).values({
        title: { en: 'Another title', ar: 'عنوان آخر' },
        slug: 'another-title',
        sku: product.sku.toLowerCase(),
        price: 100,
      }),
    ).rejects.toThrow();
    // SKU length 4 to 12.
    await expect(
      database.db
        .insert(products)
        .values({ title: { en: 'Short sku', ar: 'رمز قصير' }, slug: 'short-sku', sku: 'AB', price: 100 }),
    ).rejects.toThrow();
    // The same variant cannot be added twice.
    const [variant] = await database.db.select().from(productVariants).limit(1);
    if (!variant) throw new Error('no variant');
    await expect(
      database.db.insert(productVariants).values({
        productId: variant.productId,
        code: `${variant.code}-X`,
        price: variant.price,
        options: variant.options,
        optionKey: variant.optionKey,
      }),
    ).rejects.toThrow();
    // Stock never goes below zero.
    await expect(
      database.pool.query('update product_variants set qty = -1 where id = $1', [variant.id]),
    ).rejects.toThrow();
  });
});

describe('seed helpers', () => {
  it('makes valid EAN-13 barcodes', () => {
    const code = ean13(1);
    expect(code).toMatch(/^\d{13}$/);
    const digits = [...code].map(Number);
    const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
    expect((10 - (sum % 10)) % 10).toBe(digits[12]);
  });

  it('orders variant options canonically', () => {
    expect(optionKey({ size: 'M', colour: 'navy' })).toBe('colour=navy;size=M');
  });
});
