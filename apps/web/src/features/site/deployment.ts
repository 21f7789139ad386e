import type { DeploymentConfig } from '@shop/shared';
import { bootDeployment } from '../../config/env.ts';
import { useFrontSettings } from './front-settings.ts';

/**
 * The active deployment: `/api/front/settings`' `environment` once it has arrived (authoritative),
 * the one named by the page's `<meta name="shop-env">` until then.
 */
export function useDeployment(): DeploymentConfig {
  const { data } = useFrontSettings();
  return data?.environment ?? bootDeployment();
}
