import { adminAreaPages, adminPages } from './admin.ts';
import { ADMIN_ROOT, SALESPERSON_ROOT } from './roots.ts';
import type { BooleanFlag, RouteDef, RouteRecordKind } from './route-def.ts';
import { salespersonPages } from './salesperson.ts';
import {
  accountPages,
  CMS_PAGE_URL,
  CMS_PAGE_URL_MAX_LENGTH,
  dashboardRoute,
  normaliseFrontPath,
  standalonePages,
  storefrontPages,
} from './storefront.ts';

/*
 * Which SPA route an address opens, read from the route tables the web router renders (ADR 0036).
 * It follows React Router's matching: static segments compare without regard to case, a
 * `:parameter` takes one non-empty segment, trailing slashes do not count, segments are decoded.
 */

export interface SpaRouteMatch {
  area: 'storefront' | 'admin' | 'salesperson';
  page: string;
  /** The page is the not-found page unless this deployment flag is on. */
  flag?: BooleanFlag;
  /** The page is the not-found page unless this row exists (and is shown on the storefront). */
  record?: { kind: RouteRecordKind; key: string };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded segments of a path; trailing slashes dropped, `/` is none. */
function segmentsOf(pathname: string): string[] {
  const trimmed = pathname.replace(/^\//, '').replace(/\/+$/, '');
  return trimmed ? trimmed.split('/').map(decode) : [];
}

/** The parameters of `pattern` for `segments` and how many static segments matched; null: no match. */
function matchPattern(
  pattern: string,
  segments: string[],
): { params: Record<string, string>; rank: number } | null {
  const parts = pattern ? pattern.split('/') : [];
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  let rank = 0;
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) {
      if (!segment) return null;
      params[part.slice(1)] = segment;
    } else if (part.toLowerCase() === segment.toLowerCase()) {
      rank += 1;
    } else {
      return null;
    }
  }
  return { params, rank };
}

/** The best match among `routes` (most static segments, as React Router ranks them). */
function bestOf(
  area: SpaRouteMatch['area'],
  routes: readonly RouteDef[],
  segments: string[],
  prefix = '',
): SpaRouteMatch | null {
  let best: { route: RouteDef; params: Record<string, string>; rank: number } | null = null;
  for (const route of routes) {
    const path = prefix && route.path ? `${prefix}/${route.path}` : prefix || route.path;
    const found = matchPattern(path, segments);
    if (found && (!best || found.rank > best.rank)) best = { route, ...found };
  }
  if (!best) return null;
  const { route, params } = best;
  const record = route.record;
  return {
    area,
    page: route.page,
    ...(route.flag ? { flag: route.flag } : {}),
    ...(record
      ? { record: { kind: record.kind, key: 'url' in record ? record.url : (params[record.param] ?? '') } }
      : {}),
  };
}

/** Whether the path lies under an area's root (`/admin-panel/secure/*`), and its segments there. */
function under(segments: string[], root: string): string[] | null {
  const rootSegments = root.split('/').filter(Boolean);
  return rootSegments.every((s, i) => segments[i]?.toLowerCase() === s)
    ? segments.slice(rootSegments.length)
    : null;
}

/**
 * The SPA route `pathname` opens, or null when the SPA can only show its not-found page. An
 * address no fixed storefront route takes may still be a run-time CMS page: it is answered as a
 * `page` record to look up.
 */
export function matchSpaRoute(pathname: string): SpaRouteMatch | null {
  const segments = segmentsOf(pathname);
  const admin = under(segments, ADMIN_ROOT);
  if (admin) return bestOf('admin', [...adminAreaPages, ...adminPages], admin);
  const salesperson = under(segments, SALESPERSON_ROOT);
  if (salesperson) return bestOf('salesperson', salespersonPages, salesperson);
  const fixed = bestOf(
    'storefront',
    [{ path: '', page: 'home' }, ...storefrontPages, ...standalonePages, dashboardRoute],
    segments,
  );
  if (fixed) return fixed;
  const account = bestOf('storefront', accountPages, segments, dashboardRoute.path);
  if (account) return account;
  const url = normaliseFrontPath(pathname).slice(1);
  if (url.length > CMS_PAGE_URL_MAX_LENGTH || !CMS_PAGE_URL.test(url)) return null;
  // No CMS page may take an address under a fixed route's first segment (pages.service.ts).
  if (SPA_FIRST_SEGMENTS.has(url.split('/')[0] ?? '')) return null;
  return { area: 'storefront', page: 'cmsPage', record: { kind: 'page', key: url } };
}

/**
 * First path segments the SPA's fixed routes take (lower case): a CMS page there would be
 * shadowed by a screen or never reached. `about-us` and `services` are not among them: those
 * routes show the CMS pages of their own address (ADR 0026).
 */
export const SPA_FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  [
    ...[...storefrontPages, ...standalonePages, dashboardRoute]
      .filter((route: RouteDef) => route.record?.kind !== 'page')
      .map((route) => route.path.split('/')[0] ?? ''),
    ADMIN_ROOT.split('/')[1] ?? '',
    SALESPERSON_ROOT.split('/')[1] ?? '',
  ].map((segment) => segment.toLowerCase()),
);
