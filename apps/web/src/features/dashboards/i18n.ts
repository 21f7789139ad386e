import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `dashboards` namespace: the figures, charts and the customer's /dashboard. Registered on
 * import, so the texts travel with the lazy dashboard chunks only (ADR 0006).
 */
export const DASHBOARDS_NS = 'dashboards';
export const useDashboardsT = i18nNamespace(DASHBOARDS_NS, en, ar);
