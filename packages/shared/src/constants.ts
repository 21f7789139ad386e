/** Business constants of SPEC point 9. One definition; forms, routes and tests import these. */
export const PASSWORD_MIN_LENGTH = 8;
/** SPEC 5 "Admin": password over 8 characters, i.e. at least 9. */
export const ADMIN_PASSWORD_MIN_LENGTH = 9;
export const PHONE_MIN_DIGITS = 10;
export const SKU_MIN_LENGTH = 4;
export const SKU_MAX_LENGTH = 12;
export const NAME_MIN_LENGTH = 3;
export const QUANTITY_MIN = 1;
export const PRICE_MIN = 0;
export const WEIGHT_MIN = 0;
export const MAX_PER_PRODUCT_MIN = 1;
export const ABANDONED_CART_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
export const INVOICE_DATE_FORMAT = 'DD/MM/YYYY';
export const IMAGE_TYPES = ['jpeg', 'png', 'jpg', 'svg', 'webp'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['pdf'] as const;
export const PRIORITY_LEVELS = ['lowest', 'low', 'normal', 'high', 'highest'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

export const DEFAULT_COLUMNS = { mobile: 2, ipadV: 2, ipadH: 3, laptop: 3, monitor: 4 } as const;
/** The theme's own default for laptops differs from the site default (SPEC 9). */
export const THEME_DEFAULT_LAPTOP_COLUMNS = 4;
export const DEFAULT_PER_PAGE = 20;
export const DEFAULT_ADMIN_LIMIT = 20;
export const THEME_DEFAULT_ADMIN_LIMIT = 30;
export const MAX_PAGE_SIZE = 100;
/** PostgreSQL's `integer` maximum: every id, reference, price and quantity column is `integer`. */
export const PG_INT_MAX = 2_147_483_647;
/**
 * The longest slug a record may have (products and blogs; the `slug` columns are varchar(160)).
 * It is also the router's limit on one path parameter (`maxParamLength`), so every slug that can
 * be saved can be opened, and a longer parameter is simply not found.
 */
export const SLUG_MAX_LENGTH = 160;
export const DEFAULT_CURRENCY_SYMBOL = '£';
export const ADMIN_TOKEN_LENGTH_THRESHOLD = 10;
export const SITE_COLOUR_OPACITY_SUFFIX = '40';
export const DATE_PICKER_MIN = '1900-01-01';
export const DATE_PICKER_MAX = '2099-12-31';
export const ADMIN_HEADER_HEIGHT = '4rem';
export const ADMIN_SIDEBAR_WIDTH = '18rem';
export const ADMIN_SIDEBAR_MIN_WIDTH = '15rem';

export const TOAST_MS_PER_CHARACTER = 50;
export const TOAST_MAX_MS = 3000;
export const TOAST_LIMIT = 10;
export const TOAST_DRAG_DISMISS_RATIO = 0.8;
export const DIALOG_FOCUS_RESTORE_DELAY_MS = 100;
export const DIALOG_OPEN_DELAY_MS = 10;

export const I18N_LOAD_RETRIES = 5;
export const I18N_RETRY_START_MS = 350;
export const I18N_PARALLEL_READS = 10;

/** Data-fetching defaults of SPEC 7. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_CACHE_MS = 5 * 60 * 1000;

export const UNAVAILABLE = 'Unavailable';

/** Auto-close delay of a toast: 50 ms per character, capped at 3 s (SPEC 9). */
export function toastDuration(message: string): number {
  return Math.min(message.length * TOAST_MS_PER_CHARACTER, TOAST_MAX_MS);
}

/** Retry delay doubling from 1 s up to a 30 s cap (SPEC 7). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);
}

/** Admin sessions are marked by a token longer than the threshold (SPEC 6). */
export function isPreviewToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.length > ADMIN_TOKEN_LENGTH_THRESHOLD;
}
