import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HOME_SLIDE_PICTURE,
  imageSrcSet,
  type LanguageCode,
  matchSpaRoute,
  type ThemeSettings,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { listSlides } from '../catalogue/menus.service.ts';
import { VISITOR } from '../catalogue/viewer.ts';

/*
 * What the server adds to a page's index.html so its downloads start with the page, not after
 * the first script has run (ADR 0046): the page's own script files, the language's texts and, on
 * the home, the first slide's picture.
 */

/** `dist/.vite/page-preloads.json`, written by the web build (vite.config.ts `pagePreloads`). */
export interface PagePreloads {
  pages: Record<string, string[]>;
  locales: Record<string, string[]>;
}

const NONE: PagePreloads = { pages: {}, locales: {} };

/** The build's preload lists; none for a build without them (the page then loads as before). */
export function readPagePreloads(webDistDir: string): PagePreloads {
  const file = path.join(webDistDir, '.vite', 'page-preloads.json');
  if (!existsSync(file)) return NONE;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PagePreloads>;
  return { pages: parsed.pages ?? {}, locales: parsed.locales ?? {} };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The first home slide's picture, as the storefront lays it out. */
async function homePicture(db: Db, lang: LanguageCode): Promise<string | null> {
  const [first] = await listSlides({ db, lang, viewer: VISITOR }, 'home');
  if (!first?.image) return null;
  const srcset = imageSrcSet(first.image, HOME_SLIDE_PICTURE.widths);
  const candidates = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(HOME_SLIDE_PICTURE.sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(first.image)}"${candidates} fetchpriority="high">`;
}

/**
 * The `<link>` tags for the page at `pathname` in `language` (the language the SPA starts in
 * when the visitor has chosen none). Only storefront pages: the back office is not raced.
 */
export async function preloadTags(
  preloads: PagePreloads,
  pathname: string,
  options: { db: Db; language: LanguageCode },
): Promise<string> {
  const match = matchSpaRoute(pathname);
  if (match?.area !== 'storefront') return '';
  const files = [...(preloads.locales[options.language] ?? []), ...(preloads.pages[match.page] ?? [])];
  const tags = files.map((file) => `<link rel="modulepreload" href="${escapeAttribute(file)}">`);
  if (match.page === 'home') {
    const picture = await homePicture(options.db, options.language);
    if (picture) tags.unshift(picture);
  }
  return tags.join('');
}

/** The page with `tags` at the end of its head. */
/** The meta tag the SPA reads its saved theme from before any request (ADR 0059). */
export const THEME_META = 'shop-theme';

/**
 * The saved theme in the page itself: the storefront paints its colours from the first frame,
 * and the browser's own bar (`theme-color`) takes the light primary colour.
 */
export function themeTags(html: string, theme: ThemeSettings | null): string {
  if (!theme) return html;
  const primary = theme.light.primary.color;
  return withHeadTags(
    html.replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeAttribute(primary)}"`,
    ),
    `<meta name="${THEME_META}" content="${escapeAttribute(JSON.stringify(theme))}">`,
  );
}

export function withHeadTags(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
