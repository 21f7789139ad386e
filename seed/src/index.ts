import type { Db } from '../../apps/api/src/db/client.ts';
import type { DemoData } from '../../apps/api/src/db/seed-if-empty.ts';
import { writeAssets } from './assets.ts';
import { DEMO_ACCOUNTS } from './data/accounts.ts';
import { PRODUCTS } from './data/catalogue.ts';
import { SITE } from './data/settings.ts';
import { hashDemoPasswords, seedAccounts } from './steps/accounts.ts';
import { seedCatalogue } from './steps/catalogue.ts';
import { seedCommerce } from './steps/commerce.ts';
import { seedContent } from './steps/content.ts';
import type { SeedContext } from './steps/context.ts';
import { seedGallery } from './steps/gallery.ts';
import { seedInvoices } from './steps/invoices.ts';
import { seedOptions } from './steps/options.ts';
import { seedOrders } from './steps/orders.ts';
import { seedReturns } from './steps/returns.ts';
import { seedSettings } from './steps/settings.ts';
import { seedTaxonomy } from './steps/taxonomy.ts';

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

/**
 * Fills an empty, migrated database with the demo shop: settings, catalogue, content, payment
 * and shipping set-up, and the demo accounts. Everything is inserted in one transaction, so a
 * failed seed leaves the database empty and the next start tries again.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.logger ?? (() => {});
  const now = options.now ?? new Date();
  log('Rendering demo images and documents…');
  const [assets, hashes] = await Promise.all([
    writeAssets(options.uploadsDir, options.concurrency ?? 4),
    hashDemoPasswords(options.passwords),
  ]);
  const variants = await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, assets, daysAgo: (n) => new Date(now.getTime() - n * DAY_MS) };
    await seedSettings(ctx);
    await seedAccounts(ctx, hashes);
    const taxonomy = await seedTaxonomy(ctx);
    const options = await seedOptions(ctx);
    const catalogue = await seedCatalogue(ctx, taxonomy, options);
    await seedContent(ctx, taxonomy, catalogue);
    await seedGallery(ctx);
    await seedCommerce(ctx);
    await seedOrders(ctx, SITE.currency);
    await seedInvoices(ctx, SITE.projectName);
    await seedReturns(ctx);
    return catalogue.variants;
  });
  return { files: assets.files, pictures: assets.gallery.length, products: PRODUCTS.length, variants };
}

/** The demo shop as the API receives it: `npm start` and db:seed hand it in (ADR 0042). */
export const demoData: DemoData = { accounts: DEMO_ACCOUNTS, seed };
