import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { hidePrices } from '../catalogue/test-fixtures.ts';
import { brandItem, categoryItem, menuFixture, productItem, slideFixture } from './test-fixtures.ts';

const HOME_MENUS = [
  menuFixture({
    id: 1,
    kind: 'slider',
    name: 'New Season Edit',
    bannerImage: '/media/banner-1.webp',
    items: [productItem(11, 'Pullover hoodie'), productItem(12, 'Wrap dress')],
    itemCount: 30,
  }),
  menuFixture({
    id: 2,
    kind: 'grid',
    name: 'Shop by Category',
    layout: 'cards',
    itemType: 'categories',
    items: [categoryItem(21, 'Mens tees'), categoryItem(22, 'Hi vis')],
  }),
  menuFixture({
    id: 3,
    kind: 'bar',
    name: 'Our Brands',
    itemType: 'brands',
    items: [brandItem(31, 'Northgate'), brandItem(32, 'Mayfair')],
  }),
  menuFixture({
    id: 4,
    kind: 'single-product',
    name: 'Deal of the Week',
    items: [productItem(41, 'Hi-vis vest', { isBundle: true })],
  }),
  menuFixture({
    id: 5,
    kind: 'bundle',
    name: 'Starter Kits',
    layout: 'cards',
    bannerImage: '/media/banner-5.webp',
    blurBanner: true,
    posterImage: '/media/poster-5.webp',
    items: [productItem(51, 'Tee bundle')],
  }),
  menuFixture({
    id: 6,
    kind: 'video',
    name: 'On the Line',
    video: '/media/factory.mp4',
    posterImage: '/media/factory.webp',
    items: [productItem(61, 'Cargo trousers')],
  }),
  menuFixture({
    id: 7,
    kind: 'images',
    name: 'Lookbook',
    hideText: true,
    mediaGallery: ['/media/look-1.webp', '/media/look-2.webp'],
  }),
];

function menusHandler(home: unknown, status = 200): Handler {
  return (url) => {
    if (url.pathname !== '/api/front/menus') return undefined;
    if (url.searchParams.get('placement') === 'home')
      return status === 200
        ? { body: { data: home } }
        : { status, body: { code: 'server', message: 'Down' } };
    return { body: { data: [] } };
  };
}

const slidesHandler =
  (slides: unknown): Handler =>
  (url) =>
    url.pathname === '/api/front/slides' ? { body: { data: slides } } : undefined;

describe('home page: slides and menus from the API', () => {
  it('draws every home menu type with its media, asking for home menus with the customer token', async () => {
    localStorage.setItem('userToken', 'customer-token');
    const fetch = mockFetch([menusHandler(HOME_MENUS), slidesHandler([])]);
    renderApp('/');

    const main = screen.getByRole('main');
    // Slider: banner, heading, a carousel of product cards and a "view all" with the full count.
    // The first test transforms every section's chunk: a cold start on a busy machine.
    const slider = await within(main).findByRole('region', { name: 'New Season Edit' });
    expect(within(slider).getByRole('heading', { level: 2, name: 'New Season Edit' })).toBeInTheDocument();
    const carousel = within(slider).getByRole('group', { name: 'New Season Edit' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('link', { name: 'Pullover hoodie' })).toHaveAttribute(
      'href',
      '/productDetails/pullover-hoodie',
    );
    expect(within(slider).getByRole('link', { name: 'View all 30: New Season Edit' })).toHaveAttribute(
      'href',
      '/menus/gallery/new-season-edit',
    );

    // Grid of categories, bar of brands.
    const grid = await within(main).findByRole('region', { name: 'Shop by Category' });
    expect(within(grid).getByRole('link', { name: /Mens tees/ })).toHaveAttribute(
      'href',
      '/category/mens-tees',
    );
    const bar = await within(main).findByRole('region', { name: 'Our Brands' });
    expect(within(bar).getByRole('link', { name: 'Northgate' })).toHaveAttribute('href', '/brand/northgate');

    // Single product: the product large with its facts and price (this viewer sees prices).
    const deal = await within(main).findByRole('region', { name: 'Deal of the Week' });
    expect(within(deal).getByRole('heading', { level: 3, name: 'Hi-vis vest' })).toBeInTheDocument();
    expect(within(deal).getByText('Item Is Bundle')).toBeInTheDocument();
    expect(within(deal).getByText('£25.00')).toBeInTheDocument();
    expect(within(deal).getByRole('link', { name: 'View the product' })).toHaveAttribute(
      'href',
      '/productDetails/hi-vis-vest',
    );

    // Bundle: blurred banner and the poster beside the items.
    const bundle = await within(main).findByRole('region', { name: 'Starter Kits' });
    const pictures = bundle.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/media/banner-5.webp', '/media/poster-5.webp']),
    );
    expect(within(bundle).getByRole('link', { name: 'Tee bundle' })).toBeInTheDocument();

    // Video: a player that loads nothing before it is played, with its poster.
    const video = await within(main).findByRole('region', { name: 'On the Line' });
    const player = video.querySelector('video');
    expect(player).toHaveAttribute('poster', '/media/factory.webp');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player?.querySelector('source')).toHaveAttribute('src', '/media/factory.mp4');

    // Images: the gallery; hide-text keeps the heading for screen readers only.
    const gallery = await within(main).findByRole('region', { name: 'Lookbook' });
    expect(within(gallery).getByRole('img', { name: 'Lookbook, picture 2' })).toHaveAttribute(
      'src',
      '/media/look-2.webp',
    );
    // Every picture of the sections says how big it is, so nothing moves as it loads (product
    // cards are the catalogue's own).
    for (const img of main.querySelectorAll('img:not(article img)')) {
      expect(img, img.outerHTML).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }

    const call = fetch.mock.calls.find(([input]) => String(input).includes('placement=home'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer customer-token');
  });

  it('a visitor sees no price on the single product, only the way to log in', async () => {
    const deal = menuFixture({
      id: 4,
      kind: 'single-product',
      name: 'Deal of the Week',
      items: [
        { type: 'products', product: hidePrices(productItem(41, 'Hi-vis vest').product ?? ({} as never)) },
      ],
    });
    mockFetch([menusHandler([deal]), slidesHandler([])]);
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Deal of the Week' });
    expect(within(section).queryByText(/£/)).not.toBeInTheDocument();
    expect(within(section).getByText(/log in/i)).toBeInTheDocument();
  });

  it('slides: one at a time with dots, buttons and a pause button, linking where the admin said', async () => {
    mockFetch([
      menusHandler([]),
      slidesHandler([slideFixture(1, 'Autumn edit'), slideFixture(2, 'Hi-vis by the carton')]),
    ]);
    renderApp('/');
    const slides = await screen.findByRole('region', { name: 'Offers' });
    const first = within(slides).getByRole('group', { name: 'Slide 1 of 2' });
    // The picture is decoration under the words: the link is named by the slide's own text.
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(first).getByRole('link', { name: /^Autumn edit/ })).toHaveAttribute(
      'href',
      '/category/slide-1',
    );
    expect(within(slides).getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(slides).getByRole('button', { name: 'Next slide' }));
    expect(within(slides).getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(slides).getByRole('button', { name: 'Pause the slides' }));
    expect(within(slides).getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
    // The page's heading and ways in are still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Atlas Wholesale' })).toBeInTheDocument();
  });

  it('slides in Arabic: the Arabic title and subtitle are text over the picture, not words in it', async () => {
    await switchLanguage('ar');
    mockFetch([
      menusHandler([]),
      slidesHandler([
        slideFixture(1, 'تشكيلة الخريف والشتاء للجملة', 'ملابس التريكو والملابس الخارجية'),
        slideFixture(2, 'ملابس عالية الوضوح بالكرتونة'),
      ]),
    ]);
    renderApp('/');
    const slides = await screen.findByRole('region', { name: 'العروض' });
    const first = within(slides).getByRole('group', { name: 'الشريحة 1 من 2' });
    const link = within(first).getByRole('link', { name: /^تشكيلة الخريف والشتاء للجملة/ });
    expect(within(link).getByText('تشكيلة الخريف والشتاء للجملة')).toBeVisible();
    expect(within(link).getByText('ملابس التريكو والملابس الخارجية')).toBeInTheDocument();
    expect(within(link).getByText('تسوّق الآن')).toBeInTheDocument();
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(slides).queryByText(/[A-Za-z]/)).not.toBeInTheDocument();
  });

  it('a failed menus request leaves the rest of the home and offers a retry', async () => {
    let fail = true;
    mockFetch([
      (url) => {
        if (url.pathname !== '/api/front/menus' || url.searchParams.get('placement') !== 'home')
          return undefined;
        return fail
          ? { status: 500, body: { code: 'server', message: 'Down' } }
          : { body: { data: HOME_MENUS.slice(0, 1) } };
      },
      menusHandler([]),
      slidesHandler([]),
    ]);
    renderApp('/');
    expect(await screen.findByText("The shop's collections could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Atlas Wholesale' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'New Season Edit' })).toBeInTheDocument();
  });

  it('one broken menu is replaced by a notice; the others still show', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A gallery the server sent without its list of pictures.
    const broken = { ...menuFixture({ id: 9, kind: 'images', name: 'Broken gallery' }), mediaGallery: null };
    mockFetch([menusHandler([broken, HOME_MENUS[2]]), slidesHandler([])]);
    renderApp('/');
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Our Brands' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('combined menus show as tabs inside their host, not twice', async () => {
    const host = menuFixture({
      id: 1,
      kind: 'slider',
      name: 'Trending',
      combinedMenuIds: [2],
      items: [productItem(11, 'Pullover hoodie')],
    });
    const other = menuFixture({
      id: 2,
      kind: 'slider',
      name: 'Workwear picks',
      items: [productItem(12, 'Cargo trousers')],
    });
    mockFetch([menusHandler([host, other]), slidesHandler([])]);
    renderApp('/');
    const tabs = await screen.findByRole('tablist', { name: 'Collections in Trending' });
    expect(screen.getByRole('link', { name: 'Pullover hoodie' })).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Workwear picks' }));
    expect(await screen.findByRole('link', { name: 'Cargo trousers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pullover hoodie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Workwear picks' })).not.toBeInTheDocument();

    // The keyboard: one tab in the Tab order, the arrows and Home/End move along and choose.
    const [first, second] = within(tabs).getAllByRole('tab');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Pullover hoodie' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Cargo trousers' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Trending');
  });

  it('the arrow keys move along a carousel, the other way round in Arabic', async () => {
    mockFetch([menusHandler(HOME_MENUS.slice(0, 1)), slidesHandler([])]);
    renderApp('/');
    const row = await screen.findByRole('group', { name: 'New Season Edit' });
    within(row).getByRole('link', { name: 'Pullover hoodie' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(row).getByRole('link', { name: 'Wrap dress' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(row).getByRole('link', { name: 'Pullover hoodie' })).toHaveFocus();

    await userEvent.click(screen.getAllByRole('button', { name: 'العربية' })[0] as HTMLElement);
    const rtlRow = await screen.findByRole('group', { name: 'New Season Edit' });
    within(rtlRow).getByRole('link', { name: 'Pullover hoodie' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(rtlRow).getByRole('link', { name: 'Wrap dress' })).toHaveFocus();
  });

  it('in Arabic the carousel buttons point the reading way and texts are Arabic', async () => {
    await switchLanguage('ar');
    mockFetch([menusHandler(HOME_MENUS.slice(0, 1)), slidesHandler([])]);
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'New Season Edit' });
    expect(within(region).getByRole('link', { name: 'عرض الكل (30): New Season Edit' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});
