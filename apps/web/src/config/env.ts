import {
  DEFAULT_ENVIRONMENT,
  type DeploymentConfig,
  type EnvironmentKey,
  environmentKeys,
  environments,
} from '@shop/shared';

/**
 * The deployment the page was served for. The server writes APP_ENV into
 * `<meta name="shop-env">` (the Vite dev plugin does the same); an unknown or unfilled value
 * falls back to the default deployment. `/api/front/settings` later confirms it (its
 * `environment` field is authoritative, see `useDeployment`).
 */
export function readDeploymentKey(doc: Document = document): EnvironmentKey {
  const content = doc.querySelector('meta[name="shop-env"]')?.getAttribute('content')?.trim() ?? '';
  return (environmentKeys as readonly string[]).includes(content)
    ? (content as EnvironmentKey)
    : DEFAULT_ENVIRONMENT;
}

let boot: DeploymentConfig | undefined;

/** The deployment read from the page at start (cached; `resetBootDeployment` is for tests). */
export function bootDeployment(): DeploymentConfig {
  boot ??= environments[readDeploymentKey()];
  return boot;
}

export function resetBootDeployment(): void {
  boot = undefined;
}

/** Base URL of API calls: empty means the SPA's own origin (the API serves the SPA). */
export function apiBaseUrl(): string {
  return bootDeployment().apiBaseUrl.replace(/\/+$/, '');
}
