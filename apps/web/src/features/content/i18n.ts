import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `content` namespace: the texts of the blogs, CMS, contact, review and standalone pages. They
 * travel with those lazy screens (like `admin` with the admin chunks), never with the storefront
 * home, whose first load is held to 170 KB of gzipped JavaScript (ADR 0006, ADR 0026).
 */
export const CONTENT_NS = 'content';
export const useContentT = i18nNamespace(CONTENT_NS, en, ar);
