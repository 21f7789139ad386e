import { describe, expect, it } from 'vitest';
import { environmentKeys, environments, getEnvironment } from './environments.ts';
import { deploymentConfigSchema } from './schemas/deployment.ts';

describe('deployment variants (SPEC 3)', () => {
  it('has the six environments, each valid against the schema', () => {
    expect(Object.keys(environments).sort()).toEqual([...environmentKeys].sort());
    for (const env of Object.values(environments)) expect(deploymentConfigSchema.parse(env)).toEqual(env);
  });

  it('Saudi variants speak Arabic in SAR; UK variants English in GBP with a card key', () => {
    for (const key of ['testing_v1', 'live_v1'] as const) {
      expect(environments[key]).toMatchObject({ language: 'ar', region: 'SA', currency: { name: 'SAR' } });
      expect(environments[key].cardPaymentPublicKey).toBeUndefined();
    }
    for (const key of ['testing_v2', 'testing_v3', 'live_v2', 'live_v3'] as const) {
      expect(environments[key]).toMatchObject({
        language: 'en',
        region: 'GB',
        currency: { symbol: '£', name: 'GBP' },
      });
      expect(environments[key].cardPaymentPublicKey).toBeTruthy();
    }
  });

  it('every variant offers both languages and sets every feature flag', () => {
    for (const env of Object.values(environments)) {
      expect(env.languages.map((l) => l.code)).toEqual(['ar', 'en']);
      expect(Object.keys(env.flags).sort()).toEqual(
        [
          'hasCityData',
          'hasNeighborhoodData',
          'isAdminPolygonDrawable',
          'isDashboardEnabled',
          'isInvoicesEnabled',
          'isMenusCombinable',
          'isOrderPrintable',
          'isOrderRefundable',
          'isOrderSummaryEnabled',
          'isShipmentEnabled',
          'product_attributes_version',
          'showSliderExtensiveDescriptionAttribute',
        ].sort(),
      );
    }
  });

  it('defaults to testing_v2 and refuses unknown keys', () => {
    expect(getEnvironment(undefined).key).toBe('testing_v2');
    expect(getEnvironment('live_v3').flags.product_attributes_version).toBe(3);
    expect(() => getEnvironment('staging')).toThrow(/Unknown APP_ENV "staging"/);
  });
});
