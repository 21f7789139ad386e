import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PdfDocument } from '../../apps/api/src/lib/pdf-writer.ts';
import { type GalleryFile, galleryName } from '../../apps/api/src/modules/gallery/gallery.service.ts';
import {
  BRANDS,
  CATEGORIES,
  MAIN_CATEGORIES,
  MEASURE_UNITS,
  PRODUCTS,
  type ProductSeed,
} from './data/catalogue.ts';
import { COLOURS, type ColourKey } from './data/colours.ts';
import { COUPONS, PAYMENT_METHODS } from './data/commerce.ts';
import { BLOGS, MENUS, PAGES, SLIDES } from './data/content.ts';
import { SITE, SITE_FILES } from './data/settings.ts';
import type { GarmentArt, GarmentShape } from './garments.ts';
import {
  brandTileSvg,
  categoryTileSvg,
  coverSvg,
  groupSvg,
  type ImageOutput,
  type ImageTask,
  iconSvg,
  logoSvg,
  productSvg,
  publicPath,
  renderImages,
  slideSvg,
  thumbnailFile,
  type WrittenImage,
} from './images.ts';

/** Public paths (`/uploads/seed/…`) of every generated file, keyed like the data modules. */
export interface SeedAssets {
  logo: string;
  logoSvg: string;
  approvalForm: string;
  catalogue: string;
  brands: Map<string, string>;
  mainCategories: Map<string, string>;
  categories: Map<string, string>;
  /** Per SKU: gallery images (first is the main one), the poster, and one picture per colour. */
  products: Map<string, { images: string[]; poster: string; byColour: Map<ColourKey, string> }>;
  slides: Map<string, string>;
  /** Per menu key: the menu's own picture (SPEC 5: a menu's image is required). */
  menus: Map<string, string>;
  menuBanners: Map<string, string>;
  pages: Map<string, string>;
  blogs: Map<string, string>;
  paymentIcons: Map<string, string>;
  shippingZone: string;
}

const webp = (file: string, width: number, height: number): ImageOutput => ({
  file,
  width,
  height,
  format: 'webp',
});
/** An 800×800 product picture and its 400×400 thumbnail. */
const productOutputs = (file: string) => [webp(file, 800, 800), webp(thumbnailFile(file), 400, 400)];

function art(
  shape: GarmentShape,
  colour: ColourKey,
  accent?: ColourKey,
  pattern?: GarmentArt['pattern'],
): GarmentArt {
  return { shape, colour: COLOURS[colour].hex, accent: accent ? COLOURS[accent].hex : undefined, pattern };
}

function productArt(p: ProductSeed, colour: ColourKey): GarmentArt {
  return art(p.shape, colour, p.accent, p.pattern);
}

function brandOf(p: ProductSeed) {
  const brand = BRANDS.find((b) => b.key === p.brand);
  if (!brand) throw new Error(`Unknown brand ${p.brand} on ${p.sku}`);
  return brand;
}

/** Every image of the demo as render tasks, and where each lands. Pure: nothing is written. */
export function planImages(): { tasks: ImageTask[]; assets: Omit<SeedAssets, 'approvalForm' | 'catalogue'> } {
  const tasks: ImageTask[] = [];
  const add = (svg: string, outputs: ImageOutput[]) => {
    tasks.push({ svg, outputs });
    return publicPath(outputs[0]?.file ?? '');
  };

  const logo = logoSvg('#1f3a5f', '#c9a227');
  add(logo, [
    { file: SITE_FILES.logoSvg, width: 360, height: 120, format: 'svg' },
    { file: SITE_FILES.logoPng, width: 720, height: 240, format: 'png' },
  ]);

  const brands = new Map(
    BRANDS.map((b) => [
      b.key,
      add(brandTileSvg(b.name.en, b.monogram, b.colour, b.accent), [
        webp(`seed/brands/${b.key}.webp`, 600, 600),
      ]),
    ]),
  );
  const mainCategories = new Map(
    MAIN_CATEGORIES.map((m) => [
      m.key,
      add(
        groupSvg(
          m.art.map((a) => art(a.shape, a.colour, a.accent, a.pattern)),
          m.tint,
        ),
        [webp(`seed/main-categories/${m.key}.webp`, 800, 600)],
      ),
    ]),
  );
  const categories = new Map(
    CATEGORIES.map((c) => [
      c.key,
      add(categoryTileSvg(art(c.art.shape, c.art.colour, c.art.accent, c.art.pattern), c.tint), [
        webp(`seed/categories/${c.key}.webp`, 600, 600),
      ]),
    ]),
  );

  const products: SeedAssets['products'] = new Map();
  for (const p of PRODUCTS) {
    const brand = brandOf(p);
    const sku = p.sku.toLowerCase();
    const [first, second] = p.colours;
    if (!first) throw new Error(`${p.sku} has no colour`);
    const file = (n: number | string) => `seed/products/${sku}-${n}.webp`;
    const front = (c: ColourKey) => productSvg(productArt(p, c), 'front', brand.backdrop);
    const images = [add(front(first), productOutputs(file(1)))];
    if (second) {
      images.push(add(front(second), productOutputs(file(2))));
      images.push(
        add(
          productSvg(productArt(p, first), 'swatches', brand.backdrop, {
            swatches: p.colours.map((c) => COLOURS[c].hex),
          }),
          productOutputs(file(3)),
        ),
      );
    } else {
      images.push(add(productSvg(productArt(p, first), 'detail', brand.backdrop), productOutputs(file(2))));
    }
    // The poster (listing cards, SEO image) is the main picture under its own name, so an admin
    // can replace one without the other; rendered once.
    const poster = add(front(first), productOutputs(file('poster')));
    // One picture per colour for the variants; identical to a gallery image where they coincide
    // (rendered once, written under both names).
    const byColour = new Map<ColourKey, string>();
    if (p.variants)
      for (const c of p.colours)
        byColour.set(c, add(front(c), productOutputs(file(COLOURS[c].code.toLowerCase()))));
    products.set(p.sku, { images, poster, byColour });
  }

  const slides = new Map(
    SLIDES.map((s) => [
      s.key,
      add(
        slideSvg({
          colour: s.colour,
          accent: s.accent,
          arts: s.art.map((a) => art(a.shape, a.colour, a.accent)),
        }),
        [webp(`seed/slides/${s.key}.webp`, 1600, 600)],
      ),
    ]),
  );
  // A menu's picture shows what it lists: the garments of its first three entries.
  const menuTints = ['#1f3a5f', '#7a2e4a', '#2f7f9e', '#4d5b2a', '#8a5a1f'];
  const menuArt = (m: (typeof MENUS)[number]): GarmentArt[] => {
    const { type, keys } = m.items;
    const arts = keys.flatMap((key): GarmentArt[] => {
      if (type === 'categories') {
        const c = CATEGORIES.find((x) => x.key === key);
        return c ? [art(c.art.shape, c.art.colour, c.art.accent, c.art.pattern)] : [];
      }
      const p = PRODUCTS.find((x) => (type === 'brands' ? x.brand === key : x.sku === key));
      const colour = p?.colours[0];
      return p && colour ? [productArt(p, colour)] : [];
    });
    if (!arts.length) throw new Error(`Menu ${m.key} lists nothing to draw`);
    return arts.slice(0, 3);
  };
  const menus = new Map(
    MENUS.map((m, i) => [
      m.key,
      add(groupSvg(menuArt(m), m.banner?.tint ?? menuTints[i % menuTints.length] ?? '#1f3a5f'), [
        webp(`seed/menus/${m.key}-tile.webp`, 800, 600),
      ]),
    ]),
  );
  const menuBanners = new Map(
    MENUS.flatMap((m) =>
      m.banner
        ? [
            [
              m.key,
              add(
                groupSvg(
                  m.banner.art.map((a) => art(a.shape, a.colour, a.accent)),
                  m.banner.tint,
                  1600,
                  500,
                ),
                [webp(`seed/menus/${m.key}.webp`, 1600, 500)],
              ),
            ] as const,
          ]
        : [],
    ),
  );
  const covers = (
    folder: string,
    items: { key: string; cover: { tint: string; art: { shape: GarmentShape; colour: ColourKey }[] } }[],
  ) =>
    new Map(
      items.map((i) => [
        i.key,
        add(
          coverSvg(
            i.cover.art.map((a) => art(a.shape, a.colour)),
            i.cover.tint,
          ),
          [webp(`seed/${folder}/${i.key}.webp`, 1200, 630)],
        ),
      ]),
    );
  const pages = covers('pages', PAGES);
  const blogs = covers('blogs', BLOGS);
  const paymentIcons = new Map(
    PAYMENT_METHODS.map((m) => [
      m.code,
      add(iconSvg(m.icon, '#1f3a5f'), [
        { file: `seed/payments/${m.code}.png`, width: 240, height: 160, format: 'png' },
      ]),
    ]),
  );
  const shippingZone = add(iconSvg('truck', '#1f3a5f'), [
    { file: 'seed/shipping/uk-mainland.png', width: 240, height: 160, format: 'png' },
  ]);

  return {
    tasks,
    assets: {
      logo: publicPath(SITE_FILES.logoPng),
      logoSvg: publicPath(SITE_FILES.logoSvg),
      brands,
      mainCategories,
      categories,
      products,
      slides,
      menus,
      menuBanners,
      pages,
      blogs,
      paymentIcons,
      shippingZone,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Documents

const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** The trade account approval form customers download, fill in, sign and upload (SPEC 4). */
export function approvalFormPdf(): Buffer {
  const doc = new PdfDocument('Atlas Wholesale - Trade Account Approval Form');
  const page = doc.addPage();
  page.rect(0, 0, 595, 86, { fill: [0.122, 0.227, 0.373] });
  page.text(48, 46, SITE.projectName.toUpperCase(), { size: 22, bold: true, gray: 1 });
  page.text(48, 68, 'Trade Account Approval Form', { size: 12, gray: 1 });
  page.text(400, 46, SITE.phone, { size: 10, gray: 1 });
  page.text(400, 62, SITE.email, { size: 10, gray: 1 });

  let y = 106;
  const paragraph = (lines: string[], size: number) => {
    for (const text of lines) {
      y += size + 4;
      page.text(48, y, text, { size });
    }
  };
  paragraph(
    [
      'We supply registered businesses only. Please complete every section in capitals, sign the',
      'declaration and upload the form from your account (Dashboard > Approval form).',
    ],
    10,
  );

  const section = (title: string) => {
    y += 30;
    page.text(48, y, title, { size: 12, bold: true });
    page.line(48, y + 6, 547, y + 6, { width: 1, gray: 0.1 });
    y += 10;
  };
  const field = (label: string, half = false, x = 48) => {
    if (!half || x === 48) y += 30;
    page.text(x, y, label, { size: 9, gray: 0.35 });
    page.line(x, y + 16, x + (half ? 235 : 499), y + 16);
  };

  section('1. Business details');
  field('Registered company name');
  field('Trading name (if different)');
  field('Companies House number', true);
  field('VAT number', true, 312);
  field('Nature of business (e.g. boutique, school outfitter, contractor)');
  field('Trading address');
  field('Town / city', true);
  field('Post code', true, 312);

  section('2. Contact');
  field('Contact name', true);
  field('Position', true, 312);
  field('Email', true);
  field('Phone (at least 10 digits)', true, 312);
  field('Expected monthly spend (GBP, digits only)', true);
  field('Account manager code (if known)', true, 312);

  section('3. Payment');
  y += 26;
  for (const [i, label] of ['Bank transfer', 'Cheque', 'Cash on collection'].entries()) {
    page.rect(48 + i * 165, y - 10, 12, 12, { stroke: 0.2 });
    page.text(66 + i * 165, y, label, { size: 10 });
  }

  section('4. Declaration');
  y += 8;
  paragraph(
    [
      'I confirm that the business above is trading and that the details given are correct. I accept the',
      'Atlas Wholesale terms of trade published at /wholesale-terms.',
    ],
    9,
  );
  field('Signature', true);
  field('Date (DD/MM/YYYY)', true, 312);
  field('Print name', true);

  page.line(48, 790, 547, 790, { gray: 0.6 });
  page.text(48, 806, SITE.address.en.split('/').join(', '), { size: 8, gray: 0.35 });
  page.text(
    48,
    818,
    `${SITE.postCode}   VAT ${SITE.vatNumber}   Company no. ${SITE.commercialRecordNumber}`,
    {
      size: 8,
      gray: 0.35,
    },
  );
  return doc.toBuffer();
}

/** The trade catalogue: every product with its SKU, unit and price, by main category. */
export function cataloguePdf(): Buffer {
  const doc = new PdfDocument('Atlas Wholesale - Trade Catalogue');
  let page = doc.addPage();
  let y = 0;
  let pageNo = 0;
  const header = () => {
    pageNo += 1;
    page.rect(0, 0, 595, 70, { fill: [0.122, 0.227, 0.373] });
    page.text(48, 40, `${SITE.projectName.toUpperCase()}  TRADE CATALOGUE`, {
      size: 16,
      bold: true,
      gray: 1,
    });
    page.text(48, 58, 'Prices in GBP per unit, excluding VAT. Live stock and ordering at our online shop.', {
      size: 9,
      gray: 1,
    });
    page.text(520, 40, `p. ${pageNo}`, { size: 9, gray: 1 });
    y = 100;
  };
  header();
  const coupon = COUPONS[0];
  for (const main of MAIN_CATEGORIES) {
    const cats = CATEGORIES.filter((c) => c.main === main.key);
    const products = PRODUCTS.filter((p) => cats.some((c) => c.key === p.category));
    if (y > 700) {
      page = doc.addPage();
      header();
    }
    y += 14;
    page.text(48, y, main.name.en, { size: 14, bold: true });
    y += 8;
    page.line(48, y, 547, y, { width: 1, gray: 0.1 });
    y += 16;
    page.text(48, y, 'SKU', { size: 8, bold: true, gray: 0.4 });
    page.text(130, y, 'Product', { size: 8, bold: true, gray: 0.4 });
    page.text(380, y, 'Unit', { size: 8, bold: true, gray: 0.4 });
    page.text(470, y, 'Price', { size: 8, bold: true, gray: 0.4 });
    for (const p of products) {
      if (y > 780) {
        page = doc.addPage();
        header();
      }
      y += 16;
      const unit = MEASURE_UNITS.find((u) => u.key === p.unit)?.name.en ?? p.unit;
      page.text(48, y, p.sku, { size: 9 });
      page.text(130, y, p.title.en.length > 44 ? `${p.title.en.slice(0, 43)}…` : p.title.en, { size: 9 });
      page.text(380, y, unit, { size: 9 });
      if (p.discountPrice) {
        page.text(470, y, money(p.discountPrice), { size: 9, bold: true });
        page.text(515, y, money(p.price), { size: 7, gray: 0.5 });
      } else page.text(470, y, money(p.price), { size: 9 });
    }
    y += 12;
  }
  if (coupon)
    page.text(48, Math.min(y + 24, 820), `Use code ${coupon.code}: ${coupon.description.en}`, {
      size: 10,
      bold: true,
    });
  return doc.toBuffer();
}

const MIME: Record<ImageOutput['format'], string> = {
  webp: 'image/webp',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/**
 * The pictures as the gallery records them, the way an upload is recorded: one entry per picture
 * with its thumbnail beside it (product pictures have one), never a thumbnail on its own.
 */
export function galleryFilesOf(written: readonly WrittenImage[]): GalleryFile[] {
  const files = new Set(written.map((w) => w.file));
  /** The thumbnail written beside a picture, if any (only webp pictures have one). */
  const thumbOf = (file: string) => {
    const thumb = thumbnailFile(file);
    return thumb !== file && files.has(thumb) ? thumb : null;
  };
  const thumbnails = new Set(written.map((w) => thumbOf(w.file)));
  return written
    .filter((w) => !thumbnails.has(w.file))
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((w) => {
      const thumb = thumbOf(w.file);
      return {
        url: publicPath(w.file),
        thumbUrl: thumb ? publicPath(thumb) : null,
        name: galleryName(w.file),
        mimeType: MIME[w.format],
        bytes: w.bytes,
        width: w.width,
        height: w.height,
      };
    });
}

/**
 * Renders every image and writes both PDFs under `uploadsDir`; returns their public paths and the
 * pictures for the gallery.
 */
export async function writeAssets(
  uploadsDir: string,
  concurrency = 4,
): Promise<SeedAssets & { files: number; gallery: GalleryFile[] }> {
  const { tasks, assets } = planImages();
  const images = renderImages(uploadsDir, tasks, concurrency);
  await mkdir(path.join(uploadsDir, 'seed'), { recursive: true });
  await Promise.all([
    writeFile(path.join(uploadsDir, SITE_FILES.approvalForm), approvalFormPdf()),
    writeFile(path.join(uploadsDir, SITE_FILES.catalogue), cataloguePdf()),
  ]);
  const written = await images;
  return {
    ...assets,
    approvalForm: publicPath(SITE_FILES.approvalForm),
    catalogue: publicPath(SITE_FILES.catalogue),
    files: written.length + 2,
    gallery: galleryFilesOf(written),
  };
}
