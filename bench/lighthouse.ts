// `npm run lighthouse`: the storefront as a phone shopper gets it. Lighthouse 12 (mobile form
// factor, its default simulated throttling) in Debian's Chromium on the home page, /products and a
// product page, in English and in Arabic, three runs each; prints the median of the four category
// scores, LCP, TBT, CLS and the script bytes transferred. A measurement, not a test: the figures
// depend on the machine (on a busy one the simulated CPU is slower, so scores drop).
// Starts the shop as `npm start` does (fresh data dir, own ports: LIGHTHOUSE_PORT, default 3160),
// or measures a running one: LIGHTHOUSE_URL=http://host:port. LIGHTHOUSE_RUNS changes the number
// of runs; CHROME_PATH the browser (default /usr/bin/chromium, never a downloaded one).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

async function waitForHealth(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child && child.exitCode !== null) throw new Error('the shop exited before it was ready');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the shop did not become healthy in 5 minutes');
}

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
    const result = await lighthouse(url, { output: 'json', logLevel: 'error' }, undefined, page);
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
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  if (!process.env.LIGHTHOUSE_URL) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
    child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: base,
        EMBEDDED_PG_PORT: process.env.LIGHTHOUSE_PG_PORT ?? String(port + 51_000),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    });
  }
  try {
    await waitForHealth(base, child);
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
    child?.kill('SIGINT');
    if (child) await new Promise((r) => child.once('exit', r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
