import { defaultThemeSettings, type Localized } from '@shop/shared';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { recordGalleryImages } from '../../modules/gallery/gallery.service.ts';
import type { Db } from '../client.ts';
import {
  addresses,
  admins,
  blogs,
  brands,
  categories,
  contentBlocks,
  coupons,
  emailSettings,
  mainCategories,
  measureUnits,
  menuItems,
  menus,
  optionChoices,
  optionGroups,
  pages,
  paymentMethods,
  paymentMethodZones,
  productImages,
  productOptionGroups,
  products,
  productTags,
  productVariants,
  reviews,
  salespeople,
  shippingRates,
  shippingZones,
  siteSettings,
  slides,
  tags,
  taxGroups,
  users,
  variantAttributes,
  variantAttributeValues,
} from '../schema/index.ts';
import { writeAssets } from './assets.ts';
import { productPlans, slugify } from './build.ts';
import { ADMINS, CUSTOMERS, SALESPERSON } from './data/accounts.ts';
import {
  BRANDS,
  CATEGORIES,
  MAIN_CATEGORIES,
  MEASURE_UNITS,
  OPTION_GROUPS,
  PRODUCTS,
  SIZE_SETS,
  TAGS,
  TAX_GROUPS,
} from './data/catalogue.ts';
import { COLOURS, type ColourKey } from './data/colours.ts';
import { COUPONS, PAYMENT_METHODS, SHIPPING_ZONE } from './data/commerce.ts';
import { BLOGS, CONTENT_BLOCKS, MENUS, PAGES, REVIEWS, SLIDES } from './data/content.ts';
import { EMAIL_TEMPLATES } from './data/emails.ts';
import { SITE } from './data/settings.ts';
import { thumbnailFile } from './images.ts';

export { DEMO_ACCOUNTS, type DemoAccount } from './data/accounts.ts';

export interface SeedOptions {
  /** Where generated images and PDFs are written (served under /uploads/). */
  uploadsDir: string;
  logger?: (message: string) => void;
  /** Parallel image renders; sharp itself is multi-threaded, so a few are enough. */
  concurrency?: number;
  /** The moment the demo is seeded at; dates of reviews, blogs and coupons are relative to it. */
  now?: Date;
  /** Passwords that replace the printed ones, by e-mail (a shop reachable from the network). */
  passwords?: ReadonlyMap<string, string>;
}

export interface SeedSummary {
  files: number;
  /** Pictures recorded in the gallery. */
  pictures: number;
  products: number;
  variants: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
}

/** `colour=navy;size=M`: the canonical option key that keeps a variant unique per product. */
export function optionKey(options: Record<string, string>): string {
  return Object.keys(options)
    .sort()
    .map((k) => `${k}=${options[k]}`)
    .join(';');
}

/**
 * Fills an empty, migrated database with the demo shop: settings, catalogue, content, payment
 * and shipping set-up, and the demo accounts. Everything is inserted in one transaction, so a
 * failed seed leaves the database empty and the next start tries again.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.logger ?? (() => {});
  const now = options.now ?? new Date();
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);

  log('Rendering demo images and documents…');
  const [assets, passwordHashes] = await Promise.all([
    writeAssets(options.uploadsDir, options.concurrency ?? 4),
    Promise.all(
      [...ADMINS, SALESPERSON, ...CUSTOMERS].map((a) =>
        hashPassword(options.passwords?.get(a.email) ?? a.password),
      ),
    ),
  ]);
  const hashOf = (index: number) => must(passwordHashes[index], 'password');

  let variantCount = 0;
  await db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({
      id: 1,
      projectName: SITE.projectName,
      siteName: SITE.siteName,
      theme: defaultThemeSettings,
      email: SITE.email,
      address: SITE.address,
      postCode: SITE.postCode,
      phone: SITE.phone,
      mobile: SITE.mobile,
      vatNumber: SITE.vatNumber,
      bankAccountName: SITE.bankAccountName,
      bankName: SITE.bankName,
      bankAccountNumber: SITE.bankAccountNumber,
      commercialRecordNumber: SITE.commercialRecordNumber,
      sortCode: SITE.sortCode,
      iban: SITE.iban,
      currency: SITE.currency,
      logo: assets.logo,
      maxQuantityPerProduct: SITE.maxQuantityPerProduct,
      cataloguePdf: assets.catalogue,
      approvalFormPdf: assets.approvalForm,
      refundDays: SITE.refundDays,
      enableRefunds: SITE.enableRefunds,
      dashboardTopN: SITE.dashboardTopN,
    });

    // ---- Accounts
    await tx.insert(admins).values(
      ADMINS.map((a, i) => ({
        name: a.name,
        email: a.email,
        passwordHash: hashOf(i),
        isSuperAdmin: a.isSuperAdmin,
      })),
    );
    const [salesperson] = await tx
      .insert(salespeople)
      .values({
        firstName: SALESPERSON.firstName,
        lastName: SALESPERSON.lastName,
        phone: SALESPERSON.phone,
        email: SALESPERSON.email,
        passwordHash: hashOf(ADMINS.length),
        code: SALESPERSON.code,
      })
      .returning({ id: salespeople.id });
    for (const [i, c] of CUSTOMERS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: c.firstName,
          lastName: c.lastName,
          companyName: c.companyName,
          companyNumber: c.companyNumber,
          email: c.email,
          mobile: c.mobile,
          landline: c.landline,
          passwordHash: hashOf(ADMINS.length + 1 + i),
          userCode: c.userCode,
          // Both demo customers confirmed their e-mail; only the first has been approved.
          emailVerifiedAt: daysAgo(30 - i * 25),
          approvedAt: c.approved ? daysAgo(29) : null,
          salespersonId: salesperson?.id ?? null,
          createdAt: daysAgo(30 - i * 25),
        })
        .returning({ id: users.id });
      await tx.insert(addresses).values({ userId: must(user, 'user').id, ...c.address, isDefault: true });
    }

    // ---- Reference data
    const unitIds = new Map<string, number>();
    for (const u of MEASURE_UNITS) {
      const [row] = await tx
        .insert(measureUnits)
        .values({ name: u.name, code: u.code, piecesPerUnit: u.pieces })
        .returning({ id: measureUnits.id });
      unitIds.set(u.key, must(row, 'unit').id);
    }
    const taxIds = new Map<string, number>();
    const taxRates = new Map<string, number>();
    for (const t of TAX_GROUPS) {
      const [row] = await tx
        .insert(taxGroups)
        .values({ name: t.name, rate: t.rate, isDefault: t.isDefault })
        .returning({ id: taxGroups.id });
      taxIds.set(t.key, must(row, 'tax group').id);
      taxRates.set(t.key, t.rate);
    }
    const tagIds = new Map<string, number>();
    for (const t of TAGS) {
      const [row] = await tx
        .insert(tags)
        .values({ name: t.name, slug: t.key, type: t.type })
        .returning({ id: tags.id });
      tagIds.set(t.key, must(row, 'tag').id);
    }

    const brandIds = new Map<string, number>();
    for (const [i, b] of BRANDS.entries()) {
      const [row] = await tx
        .insert(brands)
        .values({
          name: b.name,
          slug: slugify(b.name.en),
          description: b.description,
          image: must(assets.brands.get(b.key), `brand image ${b.key}`),
          position: i,
        })
        .returning({ id: brands.id });
      brandIds.set(b.key, must(row, 'brand').id);
    }
    const mainIds = new Map<string, number>();
    for (const [i, m] of MAIN_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(mainCategories)
        .values({
          name: m.name,
          slug: m.key,
          description: m.description,
          image: must(assets.mainCategories.get(m.key), `main category image ${m.key}`),
          position: i,
        })
        .returning({ id: mainCategories.id });
      mainIds.set(m.key, must(row, 'main category').id);
    }
    const categoryIds = new Map<string, number>();
    for (const [i, c] of CATEGORIES.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          mainCategoryId: must(mainIds.get(c.main), `main category ${c.main}`),
          name: c.name,
          slug: c.key,
          description: c.description,
          image: must(assets.categories.get(c.key), `category image ${c.key}`),
          position: i,
        })
        .returning({ id: categories.id });
      categoryIds.set(c.key, must(row, 'category').id);
    }

    // Option groups; the size groups also give the size surcharges of the variants.
    const groupIds = new Map<string, number>();
    const surcharges = new Map<string, number>();
    for (const g of OPTION_GROUPS) {
      const [row] = await tx
        .insert(optionGroups)
        .values({ name: g.name, note: g.note, minSelect: g.min, maxSelect: g.max, required: g.required })
        .returning({ id: optionGroups.id });
      const groupId = must(row, 'option group').id;
      groupIds.set(g.key, groupId);
      await tx.insert(optionChoices).values(
        g.choices.map((c, position) => ({
          optionGroupId: groupId,
          name: c.name,
          priceDelta: c.priceDelta,
          hex: c.hex ?? null,
          position,
        })),
      );
      for (const c of g.choices) if (c.priceDelta) surcharges.set(`${g.key}:${c.key}`, c.priceDelta);
    }

    // Variant attributes: one size attribute whose values are grouped by size set, and colour.
    const sizeGroup = must(
      OPTION_GROUPS.find((g) => g.key === 'size'),
      'size option group',
    );
    const [sizeAttr, colourAttr] = await tx
      .insert(variantAttributes)
      .values([
        { code: 'size', name: sizeGroup.name, kind: 'size', position: 0 },
        { code: 'colour', name: { en: 'Colour', ar: 'اللون' }, kind: 'colour', position: 1 },
      ])
      .returning({ id: variantAttributes.id });
    const sizeValues = new Map<string, { code: string; name: Localized; group: string }>();
    for (const set of Object.values(SIZE_SETS)) {
      const group = must(
        OPTION_GROUPS.find((g) => g.key === set.group),
        `size group ${set.group}`,
      );
      for (const choice of group.choices) {
        if (!sizeValues.has(choice.key))
          sizeValues.set(choice.key, { code: choice.key, name: choice.name, group: set.group });
      }
    }
    await tx.insert(variantAttributeValues).values([
      ...[...sizeValues.values()].map((v, position) => ({
        attributeId: must(sizeAttr, 'size attribute').id,
        code: v.code,
        name: v.name,
        valueGroup: v.group,
        position,
      })),
      ...(Object.keys(COLOURS) as ColourKey[]).map((key, position) => ({
        attributeId: must(colourAttr, 'colour attribute').id,
        code: key,
        name: COLOURS[key].name,
        hex: COLOURS[key].hex,
        position,
      })),
    ]);

    // ---- Products
    const productIds = new Map<string, number>();
    const plans = productPlans(surcharges);
    for (const [i, plan] of plans.entries()) {
      const p = plan.seed;
      const images = must(assets.products.get(p.sku), `images of ${p.sku}`);
      const hasVariants = plan.variants.length > 0;
      const status = p.status ?? (plan.qty > 0 ? 'available' : 'out_of_stock');
      const [row] = await tx
        .insert(products)
        .values({
          title: p.title,
          slug: plan.slug,
          sku: p.sku,
          barcode: plan.barcode,
          status,
          type: p.type ?? (p.discountPrice ? 'discount' : 'regular'),
          hasVariants,
          qty: plan.qty,
          weight: p.weight,
          price: p.price,
          discountPrice: p.discountPrice ?? null,
          measureUnitId: must(unitIds.get(p.unit), `unit ${p.unit}`),
          brandId: must(brandIds.get(p.brand), `brand ${p.brand}`),
          categoryId: must(categoryIds.get(p.category), `category ${p.category}`),
          taxGroupId: must(taxIds.get(p.tax), `tax group ${p.tax}`),
          posterImage: images.poster,
          description: p.summary,
          extensiveDescription: plan.extensive,
          seoTitle: plan.seo.title,
          seoDescription: plan.seo.description,
          seoImage: images.images[0] ?? null,
          attributes: plan.attributes,
          // Newest first in the catalogue: spread creation dates over the last weeks.
          createdAt: daysAgo(plans.length - i),
        })
        .returning({ id: products.id });
      const productId = must(row, 'product').id;
      productIds.set(p.sku, productId);

      await tx.insert(productImages).values(
        images.images.map((url, position) => ({
          productId,
          url,
          thumbUrl: thumbnailFile(url),
          alt: p.title,
          position,
        })),
      );
      if (p.tags.length) {
        await tx
          .insert(productTags)
          .values(p.tags.map((t) => ({ productId, tagId: must(tagIds.get(t), `tag ${t}`) })));
      }
      // Sizes and colours of a product sold as variants are its variants, not options.
      const variantGroups = new Set(hasVariants ? ['colour', SIZE_SETS[p.sizes ?? 'adult'].group] : []);
      const optionKeys = p.options.filter((k) => !variantGroups.has(k));
      if (optionKeys.length) {
        await tx.insert(productOptionGroups).values(
          optionKeys.map((k, position) => ({
            productId,
            optionGroupId: must(groupIds.get(k), `option group ${k}`),
            position,
          })),
        );
      }
      if (hasVariants) {
        await tx.insert(productVariants).values(
          plan.variants.map((v, position) => {
            const opts = { colour: v.colour, size: v.size };
            return {
              productId,
              code: v.code,
              status: v.qty > 0 ? ('available' as const) : ('out_of_stock' as const),
              qty: v.qty,
              weight: v.weight,
              price: v.price,
              options: opts,
              optionKey: optionKey(opts),
              image: images.byColour.get(v.colour) ?? null,
              position,
            };
          }),
        );
        variantCount += plan.variants.length;
      }
    }

    // ---- Content
    for (const [i, m] of MENUS.entries()) {
      const [row] = await tx
        .insert(menus)
        .values({
          name: m.name,
          slug: m.key,
          type: m.placement === 'home' ? 'gallery' : 'navbar',
          kind: m.kind,
          placement: m.placement,
          layout: m.layout,
          itemType: m.items.type,
          image: must(assets.menus.get(m.key), `menu image ${m.key}`),
          bannerImage: assets.menuBanners.get(m.key) ?? null,
          blurBanner: m.blurBanner ?? false,
          hideText: m.hideText ?? false,
          posterImage: m.poster
            ? must(assets.products.get(m.poster), `menu poster ${m.poster}`).poster
            : null,
          mediaGallery: (m.gallery ?? []).map((ref) => {
            const [kind, key = ''] = ref.split(':');
            const image = (kind === 'main' ? assets.mainCategories : assets.categories).get(key);
            return must(image, `menu gallery ${ref}`);
          }),
          position: i,
        })
        .returning({ id: menus.id });
      const menuId = must(row, 'menu').id;
      const { type, keys } = m.items;
      await tx.insert(menuItems).values(
        keys.map((key, position) => ({
          menuId,
          itemType: type,
          productId: type === 'products' ? must(productIds.get(key), `product ${key}`) : null,
          brandId: type === 'brands' ? must(brandIds.get(key), `brand ${key}`) : null,
          categoryId: type === 'categories' ? must(categoryIds.get(key), `category ${key}`) : null,
          position,
        })),
      );
    }
    await tx.insert(slides).values(
      SLIDES.map((s, position) => ({
        title: s.title,
        subtitle: s.subtitle,
        url: s.url,
        image: must(assets.slides.get(s.key), `slide ${s.key}`),
        position,
      })),
    );
    await tx.insert(pages).values(
      PAGES.map((p, i) => ({
        url: p.url,
        title: p.title,
        priority: p.priority,
        metaTitle: p.metaTitle,
        keywords: p.keywords,
        description: p.description,
        body: p.body,
        image: assets.pages.get(p.key) ?? null,
        date: daysAgo(60 - i),
      })),
    );
    await tx.insert(blogs).values(
      BLOGS.map((b) => ({
        slug: b.slug,
        title: b.title,
        excerpt: b.excerpt,
        body: b.body,
        author: b.author,
        image: assets.blogs.get(b.key) ?? null,
        publishedAt: daysAgo(b.daysAgo),
      })),
    );
    await tx.insert(contentBlocks).values(
      CONTENT_BLOCKS.map((b, position) => ({
        key: b.key,
        placement: b.placement,
        title: b.title,
        body: b.body,
        image: b.image,
        position,
      })),
    );
    await tx.insert(reviews).values(
      REVIEWS.map((r) => ({
        rating: r.rating,
        ratings: r.ratings,
        comment: r.comment,
        approved: r.approved,
        reviewerName: r.name,
        reviewerEmail: r.email,
        createdAt: daysAgo(r.daysAgo),
      })),
    );
    await tx.insert(emailSettings).values(EMAIL_TEMPLATES);
    // Every picture above is in the gallery, as if an admin had uploaded it: the image pickers
    // offer the demo's pictures, and the gallery says where each is used.
    await recordGalleryImages(tx, assets.gallery, null);

    // ---- Payment and delivery
    const [zone] = await tx
      .insert(shippingZones)
      .values({
        name: SHIPPING_ZONE.name,
        image: assets.shippingZone,
        areaMethod: SHIPPING_ZONE.areaMethod,
        rateMode: 'many',
        taxRate: SHIPPING_ZONE.taxRate,
      })
      .returning({ id: shippingZones.id });
    const zoneId = must(zone, 'shipping zone').id;
    await tx.insert(shippingRates).values(
      SHIPPING_ZONE.rates.map((r, position) => ({
        zoneId,
        name: r.name,
        minAmount: r.min,
        maxAmount: r.max,
        charge: r.charge,
        minDays: r.minDays,
        maxDays: r.maxDays,
        position,
      })),
    );
    for (const [position, m] of PAYMENT_METHODS.entries()) {
      const [row] = await tx
        .insert(paymentMethods)
        .values({
          code: m.code,
          name: m.name,
          displayName: m.displayName,
          note: m.note,
          provider: m.provider,
          gateway: m.gateway,
          online: m.online,
          installment: m.installment,
          enabled: m.enabled,
          minLimit: m.minLimit,
          maxLimit: m.maxLimit,
          logo: assets.paymentIcons.get(m.code) ?? null,
          position,
        })
        .returning({ id: paymentMethods.id });
      await tx.insert(paymentMethodZones).values({ paymentMethodId: must(row, 'payment method').id, zoneId });
    }
    await tx.insert(coupons).values(
      COUPONS.map((c) => ({
        code: c.code,
        type: c.type,
        value: c.value,
        minCartAmount: c.minCartAmount,
        startsAt: daysAgo(c.startsDaysAgo),
        endsAt: daysAgo(-c.endsInDays),
        description: c.description,
      })),
    );
  });

  return {
    files: assets.files,
    pictures: assets.gallery.length,
    products: PRODUCTS.length,
    variants: variantCount,
  };
}
