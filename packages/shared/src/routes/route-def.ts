import type { FeatureFlags } from '../schemas/deployment.ts';

/** The feature flags of SPEC 3 that are on or off (a route may need one on). */
export type BooleanFlag = {
  [K in keyof FeatureFlags]: FeatureFlags[K] extends boolean ? K : never;
}[keyof FeatureFlags];

/**
 * What a page shows one of, looked up by an indexed column: the page says "not found" when the
 * row is missing or hidden, and the server answers such an address 404 (ADR 0036).
 */
export type RouteRecordKind = 'product' | 'category' | 'mainCategory' | 'brand' | 'blog' | 'menu' | 'page';

/** The row a route shows: named by one of its parameters, or (a CMS page) by a fixed address. */
export type RouteRecord =
  | { kind: Exclude<RouteRecordKind, 'page'>; param: string }
  | { kind: 'page'; url: string };

/** One route of the SPA: a React Router pattern (`:name` parameters), relative to its area. */
export interface RouteDef {
  path: string;
  /** The screen it shows (the SPA's page key). */
  page: string;
  /** Shown only while this deployment flag is on; the not-found page otherwise. */
  flag?: BooleanFlag;
  record?: RouteRecord;
}

/** A list page and its detail page under one segment (`users`, `users/:id`). */
export function listAndDetail<
  const L extends string,
  const D extends string,
  const E extends object = object,
>(segment: string, list: L, detail: D, extra?: E) {
  return [
    { path: segment, page: list, ...(extra as E) },
    { path: `${segment}/:id`, page: detail, ...(extra as E) },
  ] as const;
}

/** A page at its address and again with one more parameter (`success`, `success/:token`). */
export function withTrailingParam<const T extends RouteDef>(route: T, param: string) {
  return [route, { ...route, path: `${route.path}/:${param}` }] as const;
}
