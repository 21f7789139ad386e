import type { Localized } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, categories, products } from './catalogue.ts';
import { createdAtNow, localizedName, primaryId, requiredRef, slugColumn } from './columns.ts';
import { timestamps } from './core.ts';
import {
  deviceType,
  languageCode,
  menuItemType,
  menuKind,
  menuLayout,
  menuPlacement,
  menuType,
  orderStatus,
  priorityLevel,
  recordStatus,
} from './enums.ts';
import { users } from './users.ts';

/**
 * Menus (SPEC 3): a named list of products, brands or categories shown at one placement (home,
 * nav, nav-footer, footer) in one of the variant's menu kinds and layouts.
 */
export const menus = pgTable(
  'menus',
  {
    id: primaryId(),
    name: localizedName(),
    slug: slugColumn(),
    status: recordStatus('status').notNull().default('active'),
    type: menuType('type').notNull().default('navbar'),
    kind: menuKind('kind').notNull().default('bundle'),
    /** Variants 2 and 3 only; null shows the menu on every device. */
    deviceType: deviceType('device_type'),
    placement: menuPlacement('placement').notNull(),
    layout: menuLayout('layout').notNull().default('horizontal'),
    itemType: menuItemType('item_type').notNull(),
    image: varchar('image', { length: 500 }),
    bannerImage: varchar('banner_image', { length: 500 }),
    blurBanner: boolean('blur_banner').notNull().default(false),
    posterImage: varchar('poster_image', { length: 500 }),
    video: varchar('video', { length: 500 }),
    mediaGallery: jsonb('media_gallery').$type<string[]>().notNull().default([]),
    hideText: boolean('hide_text').notNull().default(false),
    /** Menus combined into this one (variants whose isMenusCombinable flag is on). */
    combinedMenuIds: jsonb('combined_menu_ids').$type<number[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('menus_slug_unique').on(t.slug),
    uniqueIndex('menus_name_en_unique').on(sql`lower(${t.name} ->> 'en')`),
    uniqueIndex('menus_name_ar_unique').on(sql`(${t.name} ->> 'ar')`),
    index('menus_placement_idx').on(t.placement, t.status, t.position),
  ],
);

/** One entry of a menu; exactly the reference matching `item_type` is set. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: primaryId(),
    menuId: requiredRef('menu_id', () => menus.id, 'cascade'),
    itemType: menuItemType('item_type').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('menu_items_menu_idx').on(t.menuId, t.position),
    uniqueIndex('menu_items_product_unique').on(t.menuId, t.productId).where(sql`${t.productId} is not null`),
    uniqueIndex('menu_items_brand_unique').on(t.menuId, t.brandId).where(sql`${t.brandId} is not null`),
    uniqueIndex('menu_items_category_unique')
      .on(t.menuId, t.categoryId)
      .where(sql`${t.categoryId} is not null`),
    index('menu_items_product_idx').on(t.productId),
    check(
      'menu_items_one_reference',
      sql`(${t.itemType} = 'products' and ${t.productId} is not null and ${t.brandId} is null and ${t.categoryId} is null)
        or (${t.itemType} = 'brands' and ${t.brandId} is not null and ${t.productId} is null and ${t.categoryId} is null)
        or (${t.itemType} = 'categories' and ${t.categoryId} is not null and ${t.productId} is null and ${t.brandId} is null)`,
    ),
  ],
);

/** Home page slides (SPEC 3: title, url, status, target page, image). */
export const slides = pgTable(
  'slides',
  {
    id: primaryId(),
    title: jsonb('title').$type<Localized>().notNull(),
    subtitle: jsonb('subtitle').$type<Localized>(),
    url: varchar('url', { length: 500 }).notNull().default('/'),
    status: recordStatus('status').notNull().default('active'),
    /** Which page shows the slide ('home' today; landing pages later). */
    targetPage: varchar('target_page', { length: 60 }).notNull().default('home'),
    image: varchar('image', { length: 500 }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('slides_target_idx').on(t.targetPage, t.status, t.position)],
);

/**
 * CMS pages (SPEC 3 "Page"). An active page with a URL becomes a storefront route at run time
 * (`additional_front_routes`). `language` null means the page serves both languages.
 */
export const pages = pgTable(
  'pages',
  {
    id: primaryId(),
    url: varchar('url', { length: 200 }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** The admin editor's layout key (settings/cms-pages/{layout}/{id}). */
    layout: varchar('layout', { length: 60 }).notNull().default('default'),
    priority: priorityLevel('priority').notNull().default('normal'),
    metaTitle: jsonb('meta_title').$type<Localized>(),
    keywords: jsonb('keywords').$type<Localized>(),
    description: jsonb('description').$type<Localized>(),
    body: jsonb('body').$type<Localized>().notNull(),
    language: languageCode('language'),
    active: boolean('active').notNull().default(true),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    image: varchar('image', { length: 500 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_url_unique').on(sql`lower(${t.url})`),
    index('pages_active_idx').on(t.active, t.priority),
    check('pages_url_format', sql`${t.url} ~ '^[a-z0-9][a-z0-9/-]*$'`),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: primaryId(),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    excerpt: jsonb('excerpt').$type<Localized>(),
    body: jsonb('body').$type<Localized>().notNull(),
    author: varchar('author', { length: 120 }).notNull(),
    image: varchar('image', { length: 500 }),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blogs_slug_unique').on(t.slug),
    index('blogs_published_idx').on(t.published, t.publishedAt),
  ],
);

/** Reviews of the shop (settings/reviews), optionally about one product; shown once approved. */
export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** The other ratings of SPEC 3, e.g. { delivery: 5, quality: 4 }. */
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull().default({}),
    comment: text('comment').notNull(),
    approved: boolean('approved').notNull().default(false),
    reviewerName: varchar('reviewer_name', { length: 120 }).notNull(),
    reviewerEmail: varchar('reviewer_email', { length: 255 }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('reviews_approved_idx').on(t.approved, t.createdAt),
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    language: languageCode('language').notNull().default('en'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Email templates (SPEC 3 "Email setting"): one per order status (or per account event when
 * `order_status` is null and `event` names it), bilingual, with an admin copy flag.
 */
export const emailSettings = pgTable(
  'email_settings',
  {
    id: primaryId(),
    name: varchar('name', { length: 120 }).notNull(),
    event: varchar('event', { length: 60 }).notNull(),
    orderStatus: orderStatus('order_status'),
    title: jsonb('title').$type<Localized>().notNull(),
    headerImage: varchar('header_image', { length: 500 }),
    subject: jsonb('subject').$type<Localized>().notNull(),
    header: jsonb('header').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    footer: jsonb('footer').$type<Localized>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    adminReceives: boolean('admin_receives').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_settings_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('email_settings_event_unique').on(t.event),
  ],
);

/**
 * Dynamic content blocks (SPEC 2 settings tab "dynamic content"): bilingual HTML snippets the
 * admin places on storefront pages by `placement` (`home`, `landing-page-1`, `product`…), in
 * `position` order; `key` names a block so a screen can ask for exactly that one. HTML is
 * sanitised on write and on render.
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: primaryId(),
    key: varchar('key', { length: 120 }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    placement: varchar('placement', { length: 60 }).notNull().default('home'),
    image: varchar('image', { length: 500 }),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('content_blocks_key_unique').on(t.key),
    index('content_blocks_placement_idx').on(t.placement, t.active, t.position),
  ],
);

/**
 * Wholesale leads: quote requests sent from the storefront's `/form-1` (ADR 0026), read and
 * marked handled in the back office. Business type, volume and interests are plain text columns
 * checked by the shared zod schema, so a new choice needs no migration.
 */
export const leads = pgTable(
  'leads',
  {
    id: primaryId(),
    companyName: varchar('company_name', { length: 160 }).notNull(),
    contactName: varchar('contact_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    businessType: varchar('business_type', { length: 40 }).notNull(),
    monthlyVolume: varchar('monthly_volume', { length: 40 }).notNull(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    language: languageCode('language').notNull().default('en'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_unhandled_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
  ],
);
