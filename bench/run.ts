import autocannon from 'autocannon';
import { type GeneratedSample, generateCatalogue } from './generate-catalogue.ts';
import { startShop } from './shop.ts';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const headers = { 'x-api-key': process.env.BENCH_API_KEY ?? 'testing_v2', accept: 'application/json' };
const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const embeddedPgPort = port + 50_000 > 65_000 ? 54_349 : port + 50_000;

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const arabic = { ...headers, 'accept-language': 'ar' };
const q = (text: string) => encodeURIComponent(text);

function scenarios(sample: GeneratedSample): Scenario[] {
  return [
    { name: 'constant JSON (/version.json, baseline)', path: '/version.json' },
    { name: 'site settings', path: '/api/front/settings', headers },
    { name: 'site settings (Arabic)', path: '/api/front/settings', headers: arabic },
    { name: 'company profile', path: '/api/front/site-profile', headers },
    { name: 'home menus', path: '/api/front/menus?placement=home', headers },
    { name: 'main categories', path: '/api/front/main-categories', headers },
    { name: 'product list (newest, 20)', path: '/api/front/products', headers },
    {
      name: 'product list (brand, title A-Z, Arabic)',
      path: `/api/front/products?brand=${sample.brandSlug}&sort=title`,
      headers: arabic,
    },
    { name: 'product page', path: `/api/front/products/${sample.productSlug}`, headers },
    { name: 'search (English)', path: `/api/front/products?search=${q(sample.englishQuery)}`, headers },
    { name: 'search (Arabic)', path: `/api/front/products?search=${q(sample.arabicQuery)}`, headers: arabic },
    { name: 'search (SKU prefix)', path: `/api/front/products?search=${q(sample.skuPrefix)}`, headers },
    { name: 'search (typo)', path: `/api/front/products?search=${q('polo shrit')}`, headers },
  ];
}

/** Values of the demo catalogue, when the benchmark cannot write to the shop's database. */
async function sampleFromApi(): Promise<GeneratedSample> {
  const res = await fetch(`${base}/api/front/products?perPage=1`, { headers });
  const body = (await res.json()) as {
    data: { items: { slug: string; sku: string; brand: { slug: string } | null }[] };
  };
  const first = body.data.items[0];
  if (!first) throw new Error('the shop has no products to benchmark');
  return {
    productSlug: first.slug,
    skuPrefix: first.sku.slice(0, 5),
    englishQuery: 'polo shirt',
    arabicQuery: 'قميص بولو',
    brandSlug: first.brand?.slug ?? '',
  };
}

async function main() {
  const shop = await startShop({
    base,
    external: Boolean(process.env.BENCH_URL),
    port,
    pgPort: embeddedPgPort,
    name: 'bench',
    // The load comes from one address on purpose: the per-address connection cap is off.
    env: { MAX_CONNECTIONS_PER_ADDRESS: '0' },
  });
  const started = !process.env.BENCH_URL;
  try {
    // The catalogue under test: the demo seed plus a generated 10k-product catalogue, written into
    // the shop's own (fresh) embedded database, or into BENCH_DATABASE_URL for an external shop.
    const databaseUrl =
      process.env.BENCH_DATABASE_URL ??
      (started ? `postgres://postgres:postgres@127.0.0.1:${embeddedPgPort}/shop` : undefined);
    let sample: GeneratedSample;
    if (databaseUrl && catalogueSize > 0) {
      const started = Date.now();
      sample = await generateCatalogue(databaseUrl, catalogueSize);
      console.log(`Generated ${catalogueSize} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      sample = await sampleFromApi();
    }
    const rows = [];
    for (const s of scenarios(sample)) {
      const result = await autocannon({ url: base + s.path, connections, duration, headers: s.headers });
      if (result.non2xx) throw new Error(`${s.name}: ${result.non2xx} answers were not 2xx`);
      rows.push({
        scenario: s.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      });
    }
    console.log(`\n${connections} connections, ${duration} s each, against ${base}`);
    console.table(rows);
  } finally {
    await shop.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
