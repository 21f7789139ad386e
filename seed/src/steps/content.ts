import {
  blogs,
  contentBlocks,
  emailSettings,
  menuItems,
  menus,
  pages,
  reviews,
  slides,
} from '../../../apps/api/src/db/schema/index.ts';
import { EMAIL_TEMPLATES } from '../../../apps/api/src/modules/mail/templates.ts';
import { BLOGS, CONTENT_BLOCKS, MENUS, type MenuSeed, PAGES, REVIEWS, SLIDES } from '../data/content.ts';
import type { CatalogueIds } from './catalogue.ts';
import { must, type SeedContext } from './context.ts';
import type { TaxonomyIds } from './taxonomy.ts';

/** The menus of the home page, navigation bar and footer, then the pages, blog, reviews and mails. */
export async function seedContent(ctx: SeedContext, taxonomy: TaxonomyIds, catalogue: CatalogueIds) {
  for (const [position, menu] of MENUS.entries()) await insertMenu(ctx, menu, position, taxonomy, catalogue);
  await seedArticles(ctx);
}

async function insertMenu(
  { tx, assets }: SeedContext,
  m: MenuSeed,
  position: number,
  taxonomy: TaxonomyIds,
  catalogue: CatalogueIds,
): Promise<void> {
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
      posterImage: m.poster ? must(assets.products.get(m.poster), `menu poster ${m.poster}`).poster : null,
      mediaGallery: (m.gallery ?? []).map((ref) => {
        const [kind, key = ''] = ref.split(':');
        const image = (kind === 'main' ? assets.mainCategories : assets.categories).get(key);
        return must(image, `menu gallery ${ref}`);
      }),
      position,
    })
    .returning({ id: menus.id });
  const menuId = must(row, 'menu').id;
  const { type, keys } = m.items;
  const idOf = (ids: Map<string, number>, key: string, what: string) => must(ids.get(key), `${what} ${key}`);
  await tx.insert(menuItems).values(
    keys.map((key, itemPosition) => ({
      menuId,
      itemType: type,
      productId: type === 'products' ? idOf(catalogue.products, key, 'product') : null,
      brandId: type === 'brands' ? idOf(taxonomy.brands, key, 'brand') : null,
      categoryId: type === 'categories' ? idOf(taxonomy.categories, key, 'category') : null,
      position: itemPosition,
    })),
  );
}

/** Slides, CMS pages, blog posts, content blocks, reviews and the e-mail templates. */
async function seedArticles({ tx, assets, daysAgo }: SeedContext): Promise<void> {
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
}
