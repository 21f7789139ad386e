import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeTokens, expectAdminOnly, insertProduct } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';

const image = '/uploads/gallery/menu.webp';

describe('menus (/api/admin/menus) on variant 2 (device types, combinable menus)', () => {
  const { t, tokens, call } = useAdminApi();
  let brandIds: number[];
  let productIds: number[];
  beforeAll(async () => {
    brandIds = [];
    for (const en of ['Alpha Wear', 'Beta Wear', 'Gamma Wear']) {
      const res = await t.api({
        method: 'POST',
        url: '/api/admin/brands',
        token: tokens.admin,
        payload: { name: { en, ar: `${en} ع` }, status: 'active', image },
      });
      brandIds.push(res.json().data.id);
    }
    productIds = [await insertProduct(t.database.db), await insertProduct(t.database.db)];
  });
  const brandsMenu = () => ({
    name: { en: 'Top brands', ar: 'أفضل العلامات' },
    status: 'active',
    image,
    type: 'navbar',
    kind: 'bundle',
    placement: 'home',
    layout: 'cards',
    itemType: 'brands',
    items: [brandIds[2], brandIds[0]],
    bannerImage: '/uploads/gallery/banner.webp',
    blurBanner: true,
    posterImage: '/uploads/gallery/poster.webp',
  });

  const menuList = async () =>
    (await call('GET', '/api/admin/menus?perPage=100')).json().data.items as { id: number; slug: string }[];

  it('refuses visitors, customers and salespeople with 401', async () => {
    await expectAdminOnly(
      t,
      tokens,
      [
        ['GET', '/api/admin/menus/definitions'],
        ['GET', '/api/admin/menus'],
        ['GET', '/api/admin/menus/1'],
        ['POST', '/api/admin/menus'],
        ['PUT', '/api/admin/menus/order'],
        ['PUT', '/api/admin/menus/1'],
        ['DELETE', '/api/admin/menus/1'],
      ],
      { ...brandsMenu(), ids: [1] },
    );
  });

  it('describes the kinds per placement for the deployment', async () => {
    const res = await call('GET', '/api/admin/menus/definitions');
    const data = res.json().data;
    expect(data.deviceTypes).toEqual(['web', 'mobile']);
    expect(data.isMenusCombinable).toBe(true);
    expect(data.layouts).toEqual(['vertical', 'horizontal', 'cards', 'info-lists', 'accordions']);
    const home = data.placements.find((p: { placement: string }) => p.placement === 'home');
    expect(home.kinds.map((k: { key: string }) => k.key)).toEqual([
      'slider',
      'bundle',
      'video',
      'images',
      'grid',
      'bar',
      'single-product',
    ]);
    expect(home.kinds[0]).toMatchObject({
      display: { en: 'Carousel' },
      media_type: 'image',
      isCombinable: true,
    });
    expect(home.kinds[6]).toMatchObject({ media_type: null, item_types: ['products'], media_fields: [] });
    for (const placement of ['nav', 'nav-footer', 'footer']) {
      const p = data.placements.find((x: { placement: string }) => x.placement === placement);
      expect(p.kinds.map((k: { key: string }) => k.key)).toEqual(['bundle']);
    }
  });

  it('creates a menu with ordered items, a generated slug and its media fields', async () => {
    const res = await call('POST', '/api/admin/menus', brandsMenu());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      slug: 'top-brands',
      kind: 'bundle',
      placement: 'home',
      layout: 'cards',
      deviceType: null,
      itemCount: 2,
      bannerImage: '/uploads/gallery/banner.webp',
      blurBanner: true,
      posterImage: '/uploads/gallery/poster.webp',
      video: null,
      items: [
        { id: brandIds[2], itemType: 'brands', name: { en: 'Gamma Wear', ar: 'Gamma Wear ع' }, image },
        { id: brandIds[0], itemType: 'brands', name: { en: 'Alpha Wear', ar: 'Alpha Wear ع' }, image },
      ],
    });
    // The storefront sees it at its placement.
    const front = await t.api({ method: 'GET', url: '/api/front/menus?placement=home' });
    expect(front.json().data.map((m: { slug: string }) => m.slug)).toContain('top-brands');
  });

  it('applies SPEC 5 and the menu rules: names, type, kinds per placement, item types, media, items exist', async () => {
    const empty = await call('POST', '/api/admin/menus', {}, 'ar');
    expect(empty.json().errors).toMatchObject({
      name: ['هذا الحقل مطلوب'],
      status: ['هذا الحقل مطلوب'],
      image: ['هذا الحقل مطلوب'],
      type: ['هذا الحقل مطلوب'],
      placement: ['هذا الحقل مطلوب'],
      itemType: ['هذا الحقل مطلوب'],
    });
    const dup = await call('POST', '/api/admin/menus', {
      ...brandsMenu(),
      name: { en: 'TOP BRANDS', ar: 'جديد تمامًا' },
    });
    expect(dup.json().errors).toEqual({ 'name.en': ['This name has already been taken'] });
    const short = await call('POST', '/api/admin/menus', {
      ...brandsMenu(),
      name: { en: 'Top', ar: 'أعلى' },
    });
    expect(short.json().errors).toEqual({ 'name.en': ['Must be more than 3 characters'] });
    const badType = await call('POST', '/api/admin/menus', {
      ...brandsMenu(),
      name: { en: 'Other menu', ar: 'قائمة أخرى' },
      type: 'sidebar',
    });
    expect(badType.json().errors).toEqual({ type: ['This value is not valid'] });

    const other = { ...brandsMenu(), name: { en: 'Other menu', ar: 'قائمة أخرى' } };
    const footerSlider = await call('POST', '/api/admin/menus', {
      ...other,
      placement: 'footer',
      kind: 'slider',
    });
    expect(footerSlider.json().errors).toEqual({
      kind: ['This menu type is not available for this placement'],
    });
    const singleBrands = await call('POST', '/api/admin/menus', { ...other, kind: 'single-product' });
    expect(singleBrands.json().errors).toEqual({ itemType: ['This menu type cannot list these items'] });
    const videoWithout = await call('POST', '/api/admin/menus', {
      ...other,
      kind: 'video',
      itemType: 'products',
      items: [],
    });
    expect(videoWithout.json().errors).toEqual({ video: ['This menu type needs this media'] });
    const imagesWithout = await call('POST', '/api/admin/menus', { ...other, kind: 'images' });
    expect(imagesWithout.json().errors).toEqual({ mediaGallery: ['This menu type needs this media'] });
    const missing = await call('POST', '/api/admin/menus', { ...other, items: [brandIds[0], 999999] });
    expect(missing.json().errors).toEqual({ 'items.1': ['This item does not exist'] });
    const duplicateItems = await call('POST', '/api/admin/menus', {
      ...other,
      items: [brandIds[0], brandIds[0]],
    });
    expect(duplicateItems.statusCode).toBe(422);
    const badLayout = await call('POST', '/api/admin/menus', { ...other, layout: 'diagonal' });
    expect(badLayout.json().errors).toEqual({ layout: ['This value is not valid'] });
  });

  it('video, single-product and bar menus keep only their own media; device types on variant 2', async () => {
    const video = await call('POST', '/api/admin/menus', {
      ...brandsMenu(),
      name: { en: 'New season video', ar: 'فيديو الموسم الجديد' },
      kind: 'video',
      itemType: 'products',
      items: productIds,
      video: '/uploads/videos/season.mp4',
      deviceType: 'mobile',
      hideText: true,
    });
    expect(video.statusCode).toBe(201);
    expect(video.json().data).toMatchObject({
      video: '/uploads/videos/season.mp4',
      posterImage: '/uploads/gallery/poster.webp',
      bannerImage: null,
      blurBanner: false,
      deviceType: 'mobile',
      hideText: true,
      itemCount: 2,
    });
    const single = await call('POST', '/api/admin/menus', {
      ...brandsMenu(),
      name: { en: 'Product of the week', ar: 'منتج الأسبوع' },
      kind: 'single-product',
      itemType: 'products',
      items: [productIds[0]],
      layout: 'info-lists',
    });
    expect(single.json().data).toMatchObject({ bannerImage: null, posterImage: null, mediaGallery: [] });
    const list = await call('GET', '/api/admin/menus?deviceType=mobile');
    expect(list.json().data.items.map((m: { slug: string }) => m.slug)).toEqual(['new-season-video']);
    expect((await call('GET', '/api/admin/menus?kind=single-product')).json().data.meta.total).toBe(1);
    expect((await call('GET', '/api/admin/menus?search=week')).json().data.meta.total).toBe(1);
  });

  it('combines menus when isMenusCombinable; refuses deleting a combined menu (409)', async () => {
    const list = await menuList();
    const top = list.find((m) => m.slug === 'top-brands')!;
    const video = list.find((m) => m.slug === 'new-season-video')!;
    const single = list.find((m) => m.slug === 'product-of-the-week')!;
    const combo = await call('POST', '/api/admin/menus', {
      ...brandsMenu(),
      name: { en: 'Combined home', ar: 'الرئيسية المدمجة' },
      items: [],
      combinedMenuIds: [top.id, video.id],
    });
    expect(combo.statusCode).toBe(201);
    expect(combo.json().data.combinedMenuIds).toEqual([top.id, video.id]);
    // A single-product menu cannot combine others; nor can a menu combine itself or a missing one.
    const notCombinable = await call('PUT', `/api/admin/menus/${single.id}`, {
      ...brandsMenu(),
      name: { en: 'Product of the week', ar: 'منتج الأسبوع' },
      kind: 'single-product',
      itemType: 'products',
      items: [productIds[0]],
      combinedMenuIds: [top.id],
    });
    expect(notCombinable.json().errors).toEqual({ combinedMenuIds: ['This value is not valid'] });
    const self = await call('PUT', `/api/admin/menus/${top.id}`, {
      ...brandsMenu(),
      combinedMenuIds: [top.id],
    });
    expect(self.statusCode).toBe(422);
    const unknown = await call('PUT', `/api/admin/menus/${top.id}`, {
      ...brandsMenu(),
      combinedMenuIds: [999999],
    });
    expect(unknown.json().errors).toEqual({ combinedMenuIds: ['This item does not exist'] });

    const refused = await call('DELETE', `/api/admin/menus/${top.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'menuCombinedInUse',
      message: 'This menu is combined into another menu; remove it from that menu first',
    });
    expect((await call('DELETE', `/api/admin/menus/${combo.json().data.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/menus/${top.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/menus/${top.id}`)).statusCode).toBe(404);
  });

  it('edits replace the items; ordering puts menus in the given order', async () => {
    const list = await menuList();
    const video = list.find((m) => m.slug === 'new-season-video')!;
    const single = list.find((m) => m.slug === 'product-of-the-week')!;
    const edited = await call('PUT', `/api/admin/menus/${single.id}`, {
      ...brandsMenu(),
      name: { en: 'Product of the week', ar: 'منتج الأسبوع' },
      kind: 'single-product',
      itemType: 'products',
      items: [productIds[1]],
    });
    expect(edited.json().data.items.map((i: { id: number }) => i.id)).toEqual([productIds[1]]);
    const order = await call('PUT', '/api/admin/menus/order', { ids: [single.id, video.id] });
    expect(order.statusCode).toBe(200);
    const sorted = (await call('GET', '/api/admin/menus?placement=home'))
      .json()
      .data.items.map((m: { id: number }) => m.id);
    expect(sorted).toEqual([single.id, video.id]);
    expect((await call('PUT', '/api/admin/menus/order', { ids: [999999] })).statusCode).toBe(422);
  });

  it('keeps the type chosen at creation; a single-product menu holds one product', async () => {
    const list = await menuList();
    const single = list.find((m) => m.slug === 'product-of-the-week')!;
    const singleMenu = {
      ...brandsMenu(),
      name: { en: 'Product of the week', ar: 'منتج الأسبوع' },
      kind: 'single-product',
      itemType: 'products',
    };
    const two = await call('PUT', `/api/admin/menus/${single.id}`, { ...singleMenu, items: productIds });
    expectFieldErrors(two, { items: ['This menu type shows one product only'] });
    const created = await call('POST', '/api/admin/menus', {
      ...singleMenu,
      name: { en: 'Deal of the day', ar: 'عرض اليوم' },
      items: productIds,
    });
    expect(created.json().errors).toEqual({ items: ['This menu type shows one product only'] });

    const retyped = await call(
      'PUT',
      `/api/admin/menus/${single.id}`,
      { ...singleMenu, items: [productIds[0]], type: 'gallery' },
      'ar',
    );
    expectFieldErrors(retyped, { type: ['يُحدَّد نوع القائمة عند إنشائها ولا يمكن تغييره'] });
    expect((await call('GET', `/api/admin/menus/${single.id}`)).json().data.type).toBe('navbar');
  });

  it('deleting a brand takes it out of the menus that list it', async () => {
    const menu = await call('POST', '/api/admin/menus', {
      ...brandsMenu(),
      name: { en: 'Brand strip', ar: 'شريط العلامات' },
      kind: 'bar',
      items: [brandIds[1]],
    });
    expect(menu.json().data).toMatchObject({ bannerImage: null, posterImage: null, itemCount: 1 });
    expect((await call('DELETE', `/api/admin/brands/${brandIds[1]}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/menus/${menu.json().data.id}`)).json().data.items).toEqual([]);
  });
});

describe('menus on variant 1 (no device types, menus not combinable, fewer home kinds)', () => {
  const t = useTestApp({ env: { APP_ENV: 'testing_v1' } });
  let token: string;
  beforeAll(async () => {
    token = (await backOfficeTokens(t.database.db)).admin;
  });
  const menu = {
    name: { en: 'Saudi home', ar: 'الرئيسية' },
    status: 'active',
    image,
    type: 'gallery',
    kind: 'grid',
    placement: 'home',
    itemType: 'categories',
  };

  it('refuses device types, combined menus and video menus', async () => {
    const defs = (await t.api({ method: 'GET', url: '/api/admin/menus/definitions', token })).json().data;
    expect(defs.deviceTypes).toEqual([]);
    expect(defs.isMenusCombinable).toBe(false);
    expect(defs.placements[0].kinds.map((k: { key: string }) => k.key)).toEqual([
      'slider',
      'bundle',
      'images',
      'grid',
      'single-product',
    ]);
    const device = await t.api({
      method: 'POST',
      url: '/api/admin/menus',
      token,
      lang: 'en',
      payload: { ...menu, deviceType: 'web' },
    });
    expect(device.json().errors).toEqual({ deviceType: ['Device types are not available in this shop'] });
    const combined = await t.api({
      method: 'POST',
      url: '/api/admin/menus',
      token,
      payload: { ...menu, combinedMenuIds: [1] },
    });
    expect(combined.statusCode).toBe(422);
    expect(combined.json().code).toBe('menusNotCombinable');
    const video = await t.api({
      method: 'POST',
      url: '/api/admin/menus',
      token,
      lang: 'en',
      payload: { ...menu, kind: 'video', itemType: 'products', video: '/uploads/v.mp4' },
    });
    expect(video.json().errors).toEqual({ kind: ['This menu type is not available for this placement'] });
    const ok = await t.api({ method: 'POST', url: '/api/admin/menus', token, payload: menu });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      type: 'gallery',
      kind: 'grid',
      deviceType: null,
      layout: 'horizontal',
    });
  });
});
