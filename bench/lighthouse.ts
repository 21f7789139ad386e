import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startShop } from './shop.ts';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3160);
const base = (process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const languages = ['en', 'ar'] as const;

/** The deployment key the shop writes into its page, and the newest product's page. */
async function productPath(): Promise<string> {
  const html = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
  const key = /<meta name="shop-env" content="([^"]+)"/.exec(html)?.[1] ?? 'testing_v2';
  const res = await fetch(`${base}/api/front/products?perPage=1`, {
    headers: { 'x-api-key': key, accept: 'application/json' },
  });
  const body = (await res.json()) as { data: { items: { slug: string }[] } };
  const slug = body.data.items[0]?.slug;
  if (!slug) throw new Error('the shop has no products to measure');
  return `/productDetails/${slug}`;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
}

/** One Lighthouse run in a fresh browser, the shop's language chosen as its switch remembers it. */
async function measure(url: string, lang: (typeof languages)[number]): Promise<Figures> {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    // Lighthouse clears the origin's storage before it loads the page; this runs in every new
    // document, after that, so the SPA starts in `lang` (src/i18n/language.ts reads `language`).
    await page.evaluateOnNewDocument((l: string) => {
      try {
        window.localStorage.setItem('language', l);
      } catch {}
    }, lang);
    // A returning shopper's SPA keeps the language in a cookie too, which tells the server which
    // texts to preload (ADR 0046); Lighthouse clears cookies with the storage, so it sends it itself.
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', extraHeaders: { Cookie: `language=${lang}` } },
      undefined,
      page,
    );
    if (!result) throw new Error(`no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary = (
      lhr.audits['resource-summary']?.details as
        | { items: { resourceType: string; transferSize: number }[] }
        | undefined
    )?.items;
    const script = summary?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptKb: script / 1024,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP on a cold start): that
 * run measured nothing, so it is run again, twice at most, rather than ending the whole report.
 */
async function measureWithRetry(url: string, lang: (typeof languages)[number]): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, lang);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${url} (${lang}): ${(error as Error).message}; measuring again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function main() {
  const shop = await startShop({
    base,
    external: Boolean(process.env.LIGHTHOUSE_URL),
    port,
    pgPort: Number(process.env.LIGHTHOUSE_PG_PORT ?? port + 51_000),
    name: 'lighthouse',
    env: { NODE_ENV: 'production', PUBLIC_URL: base },
  });
  try {
    const pages = [
      ['home', '/'],
      ['products', '/products'],
      ['product page', await productPath()],
    ] as const;
    const rows: Record<string, string | number>[] = [];
    for (const [name, pagePath] of pages) {
      for (const lang of languages) {
        const results: Figures[] = [];
        for (let run = 0; run < runs; run += 1)
          results.push(await measureWithRetry(`${base}${pagePath}`, lang));
        const m = (key: keyof Figures) => median(results.map((r) => r[key]));
        rows.push({
          page: `${name} (${lang})`,
          performance: m('performance'),
          accessibility: m('accessibility'),
          'best practices': m('bestPractices'),
          SEO: m('seo'),
          'LCP s': Number((m('lcpMs') / 1000).toFixed(2)),
          'TBT ms': Math.round(m('tbtMs')),
          CLS: Number(m('cls').toFixed(3)),
          'script KB': Number(m('scriptKb').toFixed(1)),
        });
        console.log(`${name} (${lang}): ${results.map((r) => r.performance).join(', ')}`);
      }
    }
    console.log(`\nLighthouse, mobile, simulated throttling; median of ${runs} runs against ${base}`);
    console.table(rows);
  } finally {
    await shop.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
