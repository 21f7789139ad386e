import { z } from 'zod';
import {
  DEVICE_TYPES,
  type DeviceType,
  MEDIA_TYPES,
  MENU_ITEM_TYPES,
  MENU_KINDS,
  MENU_LAYOUTS,
  MENU_PLACEMENTS,
  MENU_TYPES,
  type MediaType,
  type MenuItemType,
  type MenuKind,
  type MenuPlacement,
  RECORD_STATUSES,
} from '../enums.ts';
import type { DeploymentConfig, EnvironmentKey } from '../environments.ts';
import { validationMessage } from '../errors.ts';
import { imageUrl, optionalSearch, recordStatusInput, taxonName } from './admin-taxonomy.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import { menuDisplayFields } from './catalogue.ts';
import { type Localized, recordId, recordOf, sortKeys, timestamps } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Menus (SPEC 3 "Menu", SPEC 5 "Brand, category, menu"). Decisions: docs/decisions/0013-menus.md.
// ---------------------------------------------------------------------------------------------

export const MENU_MEDIA_FIELDS = ['banner_image', 'poster_image', 'media_gallery_items'] as const;
export type MenuMediaField = (typeof MENU_MEDIA_FIELDS)[number];

/** SPEC 3 "Menu type definition": key, display, media_type, item_types, media_fields, isCombinable, device_types. */
export interface MenuKindDefinition {
  key: MenuKind;
  display: Localized;
  /** What the menu's own media is; null for kinds without media (single-product). */
  media_type: MediaType | null;
  item_types: MenuItemType[];
  media_fields: MenuMediaField[];
  /** Whether other menus can be combined into a menu of this kind (variants with isMenusCombinable). */
  isCombinable: boolean;
  /** Devices a menu of this kind may target; empty on variants without device types. */
  device_types: DeviceType[];
}

const ALL_ITEMS: MenuItemType[] = ['products', 'brands', 'categories'];

/** The kinds themselves; which ones a placement offers depends on the variant (menuKindsFor). */
const KIND_BASE: Record<MenuKind, Omit<MenuKindDefinition, 'device_types'>> = {
  slider: {
    key: 'slider',
    display: { en: 'Carousel', ar: 'شريط متحرك' },
    media_type: 'image',
    item_types: ALL_ITEMS,
    media_fields: ['banner_image'],
    isCombinable: true,
  },
  bundle: {
    key: 'bundle',
    display: { en: 'Bundle', ar: 'مجموعة' },
    media_type: 'image',
    item_types: ALL_ITEMS,
    media_fields: ['banner_image', 'poster_image'],
    isCombinable: true,
  },
  video: {
    key: 'video',
    display: { en: 'Video', ar: 'فيديو' },
    media_type: 'video',
    item_types: ['products'],
    media_fields: ['poster_image'],
    isCombinable: false,
  },
  images: {
    key: 'images',
    display: { en: 'Images', ar: 'صور' },
    media_type: 'image',
    item_types: ALL_ITEMS,
    media_fields: ['media_gallery_items'],
    isCombinable: false,
  },
  grid: {
    key: 'grid',
    display: { en: 'Grid', ar: 'شبكة' },
    media_type: 'image',
    item_types: ALL_ITEMS,
    media_fields: ['banner_image'],
    isCombinable: true,
  },
  bar: {
    key: 'bar',
    display: { en: 'Bar Menu', ar: 'قائمة شريطية' },
    media_type: 'image',
    item_types: ['brands', 'categories'],
    media_fields: [],
    isCombinable: true,
  },
  'single-product': {
    key: 'single-product',
    display: { en: 'Single product', ar: 'منتج واحد' },
    media_type: null,
    item_types: ['products'],
    media_fields: [],
    isCombinable: false,
  },
};

/** The deployment variant number (1, 2 or 3) of an environment key. */
export function variantNumber(key: EnvironmentKey): 1 | 2 | 3 {
  return key.endsWith('1') ? 1 : key.endsWith('2') ? 2 : 3;
}

/** SPEC 3: device types (web, mobile) exist on variants 2 and 3 only. */
export function deviceTypesFor(deployment: Pick<DeploymentConfig, 'key'>): DeviceType[] {
  return variantNumber(deployment.key) === 1 ? [] : [...DEVICE_TYPES];
}

/**
 * Menu kinds per placement (SPEC 3: "Home menu types vary by variant … Nav, nav-footer and footer
 * offer only bundle"). Variant 1 (Saudi) has no video or bar menus on the home page; variants 2
 * and 3 offer all seven kinds.
 */
export function menuKindsFor(
  deployment: Pick<DeploymentConfig, 'key'>,
  placement: MenuPlacement,
): MenuKindDefinition[] {
  const devices = deviceTypesFor(deployment);
  const keys: MenuKind[] =
    placement !== 'home'
      ? ['bundle']
      : variantNumber(deployment.key) === 1
        ? ['slider', 'bundle', 'images', 'grid', 'single-product']
        : [...MENU_KINDS];
  return keys.map((k) => ({ ...KIND_BASE[k], device_types: devices }));
}

/** `GET /api/admin/menus/definitions`: what the menu form may offer on this deployment. */
export const menuDefinitions = z.object({
  types: z.array(z.enum(MENU_TYPES)),
  layouts: z.array(z.enum(MENU_LAYOUTS)),
  placements: z.array(
    z.object({
      placement: z.enum(MENU_PLACEMENTS),
      kinds: z.array(
        z.object({
          key: z.enum(MENU_KINDS),
          display: z.object({ en: z.string(), ar: z.string() }),
          media_type: z.enum(MEDIA_TYPES).nullable(),
          item_types: z.array(z.enum(MENU_ITEM_TYPES)),
          media_fields: z.array(z.enum(MENU_MEDIA_FIELDS)),
          isCombinable: z.boolean(),
          device_types: z.array(z.enum(DEVICE_TYPES)),
        }),
      ),
    }),
  ),
  deviceTypes: z.array(z.enum(DEVICE_TYPES)),
  isMenusCombinable: z.boolean(),
});
export type MenuDefinitions = z.infer<typeof menuDefinitions>;

export function menuDefinitionsFor(deployment: Pick<DeploymentConfig, 'key' | 'flags'>): MenuDefinitions {
  return {
    types: [...MENU_TYPES],
    layouts: [...MENU_LAYOUTS],
    placements: MENU_PLACEMENTS.map((placement) => ({
      placement,
      kinds: menuKindsFor(deployment, placement),
    })),
    deviceTypes: deviceTypesFor(deployment),
    isMenusCombinable: deployment.flags.isMenusCombinable,
  };
}

export const MENU_ITEMS_MAX = 200;

const ids = (max: number) =>
  z
    .array(recordId, { error: validationMessage('invalid') })
    .max(max, { error: validationMessage('max', { max }) })
    .refine((list) => new Set(list).size === list.length, { error: validationMessage('invalid') });

/**
 * `POST /api/admin/menus`, `PUT /api/admin/menus/:id` (full replace, items included). Rules that
 * depend on the deployment (kind per placement, device types, combinable menus) and on the
 * database (names unique, items exist) are checked by the API.
 */
export const menuInput = z.object({
  name: taxonName,
  status: recordStatusInput,
  image: imageUrl,
  type: z.enum(MENU_TYPES, {
    error: (issue) =>
      issue.input === undefined ? validationMessage('required') : validationMessage('invalid'),
  }),
  kind: z.enum(MENU_KINDS, { error: validationMessage('invalid') }).default('bundle'),
  placement: z.enum(MENU_PLACEMENTS, {
    error: (issue) =>
      issue.input === undefined ? validationMessage('required') : validationMessage('invalid'),
  }),
  layout: z.enum(MENU_LAYOUTS, { error: validationMessage('invalid') }).default('horizontal'),
  /** Variants 2 and 3 only; null or absent: every device. */
  deviceType: z
    .enum(DEVICE_TYPES, { error: validationMessage('invalid') })
    .nullable()
    .default(null),
  itemType: z.enum(MENU_ITEM_TYPES, {
    error: (issue) =>
      issue.input === undefined ? validationMessage('required') : validationMessage('invalid'),
  }),
  /** Ids of the products, brands or categories (per `itemType`), in display order. */
  items: ids(MENU_ITEMS_MAX).default([]),
  bannerImage: imageUrl.nullable().default(null),
  blurBanner: z.boolean().default(false),
  posterImage: imageUrl.nullable().default(null),
  /** An uploaded video (`/uploads/…`) or an https URL. */
  video: imageUrl.nullable().default(null),
  mediaGallery: z
    .array(imageUrl)
    .max(30, { error: validationMessage('max', { max: 30 }) })
    .default([]),
  hideText: z.boolean().default(false),
  combinedMenuIds: ids(20).default([]),
  position: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type MenuInput = z.infer<typeof menuInput>;

export const MENU_SORTS = sortKeys('position', 'name', 'created_at');
export const adminMenuListQuery = sortedListQuery(MENU_SORTS, 'position', {
  search: optionalSearch,
  placement: z.enum(MENU_PLACEMENTS, { error: validationMessage('invalid') }).optional(),
  type: z.enum(MENU_TYPES, { error: validationMessage('invalid') }).optional(),
  kind: z.enum(MENU_KINDS, { error: validationMessage('invalid') }).optional(),
  status: z.enum(RECORD_STATUSES, { error: validationMessage('invalid') }).optional(),
  deviceType: z.enum(DEVICE_TYPES, { error: validationMessage('invalid') }).optional(),
});
export type AdminMenuListQuery = z.infer<typeof adminMenuListQuery>;

const localizedRecord = z.object({ en: z.string(), ar: z.string() });

/** One entry of a menu as the back office shows it: the referenced row's id, name and image. */
export const adminMenuItem = recordOf({
  itemType: z.enum(MENU_ITEM_TYPES),
  name: localizedRecord,
  image: z.string().nullable(),
});

export const adminMenuRecord = recordOf({
  name: localizedRecord,
  slug: z.string(),
  status: z.enum(RECORD_STATUSES),
  ...menuDisplayFields,
  itemCount: z.number().int(),
  combinedMenuIds: z.array(z.number().int()),
  position: z.number().int(),
  ...timestamps,
});
export type AdminMenuRecord = z.infer<typeof adminMenuRecord>;
export const adminMenuDetails = adminMenuRecord.extend({ items: z.array(adminMenuItem) });
export type AdminMenuDetails = z.infer<typeof adminMenuDetails>;
export const adminMenuList = paginated(adminMenuRecord);

/** `PUT /api/admin/menus/order`: the menus' new order (positions 0, 1, 2… in this order). */
export const menuOrderInput = z.object({ ids: ids(500).pipe(z.array(z.number()).min(1)) });
