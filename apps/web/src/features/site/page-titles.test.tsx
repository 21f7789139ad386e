import type { CategorySummary, LanguageCode } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frontSettingsFixture, type Handler, mockFetch, siteProfileFixture } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { detailsFixture } from '../catalogue/test-fixtures.ts';
import { documentTitle } from './page-meta.tsx';

/*
 * The shop's name comes from the site settings' bilingual name, in the page's language, and a
 * document title carries it once (ADR 0027, 0039).
 */

const NAME: Record<LanguageCode, string> = { en: 'Atlas Wholesale', ar: 'أطلس للجملة' };

const languageOf = (init: RequestInit): LanguageCode =>
  new Headers(init.headers).get('accept-language')?.startsWith('ar') ? 'ar' : 'en';

/** The API answers in the request's language, as `GET /api/front/site-profile` and settings do. */
const inLanguage =
  (path: string, answer: (lang: LanguageCode) => unknown): Handler =>
  (url, init) =>
    url.pathname === path ? { body: { data: answer(languageOf(init)) } } : undefined;

const category = (lang: LanguageCode): CategorySummary => ({
  id: 3,
  slug: 'hi-vis',
  name: lang === 'ar' ? 'ملابس عالية الوضوح' : 'Hi-vis',
  description: '',
  image: '/media/hi-vis.webp',
  productCount: 0,
  mainCategory: { slug: 'workwear', name: lang === 'ar' ? 'ملابس العمل' : 'Workwear' },
});

function shop() {
  mockFetch([
    inLanguage('/api/front/settings', (lang) => frontSettingsFixture({ site_name: NAME[lang] })),
    inLanguage('/api/front/site-profile', (lang) =>
      siteProfileFixture({ projectName: NAME[lang], name: NAME[lang] }),
    ),
    // An SEO title written with the shop's name already at its end, as admins do.
    inLanguage('/api/front/products/polo-shirt', (lang) =>
      detailsFixture({
        slug: 'polo-shirt',
        title: lang === 'ar' ? 'قميص بولو' : 'Polo shirt',
        seo: {
          title: lang === 'ar' ? `قميص بولو بالجملة | ${NAME.ar}` : `Polo shirt | Wholesale | ${NAME.en}`,
          description: '',
          image: null,
        },
      }),
    ),
    inLanguage('/api/front/categories/hi-vis', category),
    inLanguage('/api/front/products', () => ({
      items: [],
      meta: { total: 0, page: 1, perPage: 20, pageCount: 0, sort: 'newest', pricesVisible: false },
    })),
    inLanguage('/api/front/menus', () => []),
    inLanguage('/api/front/slides', () => []),
  ]);
}

const PAGES: { path: string; title: Record<LanguageCode, string> }[] = [
  { path: '/', title: NAME },
  {
    path: '/productDetails/polo-shirt',
    title: { en: 'Polo shirt | Wholesale | Atlas Wholesale', ar: 'قميص بولو بالجملة | أطلس للجملة' },
  },
  {
    path: '/category/hi-vis',
    title: { en: 'Hi-vis | Atlas Wholesale', ar: 'ملابس عالية الوضوح | أطلس للجملة' },
  },
  { path: '/login', title: { en: 'Log in | Atlas Wholesale', ar: 'تسجيل الدخول | أطلس للجملة' } },
];

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('page titles and the shop name', () => {
  describe.each(['en', 'ar'] as const)('in %s', (lang) => {
    it.each(PAGES)('$path: the title names the shop once, in the page language', async ({ path, title }) => {
      await switchLanguage(lang);
      shop();
      renderApp(path);
      await waitFor(() => expect(document.title).toBe(title[lang]));
      expect(occurrences(document.title, NAME[lang])).toBe(1);
      expect(occurrences(document.title, NAME[lang === 'ar' ? 'en' : 'ar'])).toBe(0);
    });
  });

  it('Arabic pages name the shop in Arabic in the header and the footer alike', async () => {
    await switchLanguage('ar');
    shop();
    renderApp('/');
    const header = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(header).getByRole('link', { name: /أطلس للجملة/ })).toBeInTheDocument(),
    );
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveTextContent(NAME.ar));
    for (const part of [header, footer]) expect(part).not.toHaveTextContent(NAME.en);
    expect(await screen.findByRole('heading', { level: 1, name: /أطلس للجملة/ })).toBeInTheDocument();
  });
});

describe('documentTitle', () => {
  it('adds the shop name once, after the page title', () => {
    expect(documentTitle('Polo shirts', 'Atlas Wholesale')).toBe('Polo shirts | Atlas Wholesale');
    expect(documentTitle(undefined, 'Atlas Wholesale')).toBe('Atlas Wholesale');
    expect(documentTitle('Atlas Wholesale', 'Atlas Wholesale')).toBe('Atlas Wholesale');
    expect(documentTitle('Polo shirts | Atlas Wholesale', 'Atlas Wholesale')).toBe(
      'Polo shirts | Atlas Wholesale',
    );
    expect(documentTitle('Polo shirts - atlas wholesale | Atlas Wholesale', 'Atlas Wholesale')).toBe(
      'Polo shirts | Atlas Wholesale',
    );
    expect(documentTitle('شروط البيع | أطلس للجملة', 'أطلس للجملة')).toBe('شروط البيع | أطلس للجملة');
    // The name inside a title is the title's own words.
    expect(documentTitle('About Atlas Wholesale | Manchester', 'Atlas Wholesale')).toBe(
      'About Atlas Wholesale | Manchester | Atlas Wholesale',
    );
    expect(documentTitle('Visit Atlas Wholesale', 'Atlas Wholesale')).toBe(
      'Visit Atlas Wholesale | Atlas Wholesale',
    );
    expect(documentTitle('Price (£)', '')).toBe('Price (£)');
  });
});
